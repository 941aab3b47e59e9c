/**
 * The move to konto's pure rules (issue 14): its steps per country from the flow table (Sweden's
 * one-time code, Denmark's income verification, docs/decisions/0016), what an income answer and a
 * refusal of the move mean, and the one-time code's checks.
 */
import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  isCodeShaped,
  minutesLeft,
} from '../../../../../runtime/features/konto-move/code.js';
import { incomeOutcome } from '../../../../../runtime/features/konto-move/income.js';
import {
  confirmStep,
  moveSteps,
  nextMoveStep,
  verifiesIncome,
} from '../../../../../runtime/features/konto-move/move-steps.js';
import {
  INCOME_NOT_APPROVED,
  refusalOutcome,
  IDENTIFICATION_REQUIRED,
} from '../../../../../runtime/features/konto-move/move-result.js';

const identify = { flow: 'signicat', step: 'signicat' } as const;
const code = { flow: 'twoFactor', step: 'twofactor' } as const;
const income = { flow: 'monthio', step: 'monthio' } as const;
const confirm = { flow: 'moveToKonto', step: 'confirm' } as const;

describe('the steps of the move in each country', () => {
  it.each([
    ['se', [code, confirm]],
    ['no', [identify, confirm]],
    ['fi', [identify, confirm]],
    ['dk', [identify, income, confirm]],
  ] as const)('%s', (country, steps) => {
    expect(moveSteps(country)).toEqual(steps);
    for (const [at, step] of steps.entries()) {
      expect(nextMoveStep(country, step)).toEqual(steps[at + 1] ?? null);
    }
    expect(verifiesIncome(country)).toBe(country === 'dk');
  });

  it('a step the country does not run has no next', () => {
    expect(nextMoveStep('se', identify)).toBeNull();
    expect(nextMoveStep('no', income)).toBeNull();
  });

  it('the confirmation carries the income reference where there is one', () => {
    expect(confirmStep('iv-1')).toEqual({ ...confirm, query: { ref: 'iv-1' } });
    expect(confirmStep(null)).toEqual(confirm);
  });
});

describe('what an answer means', () => {
  it.each([
    ['approved', 'approved'],
    ['rejected', 'incomefail'],
    ['cancelled', 'cancel'],
    ['failed', 'fail'],
  ] as const)('income %s: %s', (status, outcome) => {
    expect(incomeOutcome(status)).toBe(outcome);
  });

  it.each([
    [422, INCOME_NOT_APPROVED, 'incomefail'],
    [422, 'https://api.nordpay.example/problems/validation', 'refused'],
    [409, 'about:blank', 'refused'],
    [404, null, 'refused'],
    [403, IDENTIFICATION_REQUIRED, 'identify'],
    [403, null, 'refused'],
    [503, null, 'tryAgain'],
    [500, null, 'tryAgain'],
    [null, null, 'tryAgain'],
  ] as const)('a move answered %s %s: %s', (status, type, outcome) => {
    expect(refusalOutcome(status, type)).toBe(outcome);
  });
});

describe('the one-time code', () => {
  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%s is shaped like a code: %s', (typed, shaped) => {
    expect(isCodeShaped(typed)).toBe(shaped);
  });

  it.each([
    [422, 'wrong'],
    [409, 'spent'],
    [404, 'spent'],
    [503, 'send'],
    [null, 'send'],
  ] as const)('a refusal %s means %s', (status, problem) => {
    expect(codeProblem(status)).toBe(problem);
  });

  it('says the minutes left, at least one', () => {
    const now = new Date('2025-01-15T10:00:00Z');
    expect(minutesLeft('2025-01-15T10:05:00Z', now)).toBe(5);
    expect(minutesLeft('2025-01-15T10:04:01Z', now)).toBe(5);
    expect(minutesLeft('2025-01-15T10:00:10Z', now)).toBe(1);
    expect(minutesLeft('2025-01-15T09:59:00Z', now)).toBe(1);
  });
});
