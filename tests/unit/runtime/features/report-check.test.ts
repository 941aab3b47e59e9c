/**
 * The barrier report's check (features/accessibility/report-check.ts, issue 19): what it refuses
 * and with which text, and that it never lets through a body the contract refuses, nor refuses
 * one the contract takes (the provider checks the same body again at the edge).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { schemas } from '../../../../generated/entities/zod.js';
import {
  checkReport,
  refusedFields,
  REPORT_LIMITS,
  type ReportInput,
} from '../../../../runtime/features/accessibility/report-check.js';

const contract = schemas.AccessibilityReportRequest;
const blank: ReportInput = { description: '', location: '', email: '' };
const fine = 'The pay button cannot be reached with the keyboard.';

describe('checkReport', () => {
  test('sends the trimmed text, leaving out what was not filled in', () => {
    expect(checkReport({ ...blank, description: `  ${fine}  ` }, 'fi')).toEqual({
      ok: true,
      body: { country: 'fi', description: fine },
    });
    expect(
      checkReport({ description: fine, location: ' /fi/app ', email: ' a@b.fi ' }, 'fi'),
    ).toEqual({
      ok: true,
      body: { country: 'fi', description: fine, location: '/fi/app', email: 'a@b.fi' },
    });
  });

  test('asks for a description, long enough and not too long', () => {
    expect(checkReport(blank, 'se')).toEqual({
      ok: false,
      problems: { description: { id: 'validation.required' } },
    });
    expect(checkReport({ ...blank, description: '   short ' }, 'se')).toEqual({
      ok: false,
      problems: { description: { id: 'validation.reportDescription', values: { min: 10 } } },
    });
    expect(checkReport({ ...blank, description: 'x'.repeat(2001) }, 'se')).toEqual({
      ok: false,
      problems: { description: { id: 'validation.tooLong', values: { max: 2000 } } },
    });
  });

  test('refuses a malformed or over-long address and an over-long place, each on its field', () => {
    const result = checkReport(
      { description: fine, location: 'x'.repeat(201), email: 'no at sign' },
      'dk',
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        location: { id: 'validation.tooLong', values: { max: 200 } },
        email: { id: 'validation.email' },
      },
    });
    const long = `${'a'.repeat(250)}@b.dk`;
    expect(checkReport({ ...blank, description: fine, email: long }, 'dk').ok).toBe(false);
  });

  test('agrees with the contract on every input', () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: max }),
        fc.constantFrom('', ' ', 'a@b.se', 'a @b.se', 'a@b', '  x@y.no  ', fine),
      );
    fc.assert(
      fc.property(
        text(REPORT_LIMITS.descriptionMax + 5),
        text(REPORT_LIMITS.locationMax + 5),
        text(REPORT_LIMITS.emailMax + 5),
        fc.constantFrom('se', 'no', 'fi', 'dk' as const),
        (description, location, email, country) => {
          const result = checkReport({ description, location, email }, country);
          // What the page sends, the contract takes.
          if (result.ok) expect(contract.safeParse(result.body).success).toBe(true);
          // What the contract takes as typed (trimmed), the page sends.
          const trimmed = {
            country,
            description: description.trim(),
            ...(location.trim() ? { location: location.trim() } : {}),
            ...(email.trim() ? { email: email.trim() } : {}),
          };
          if (contract.safeParse(trimmed).success) expect(result.ok).toBe(true);
        },
      ),
    );
  });
});

describe('refusedFields', () => {
  test('marks the fields a 422 names with this form’s texts, and nothing else', () => {
    expect(
      refusedFields({
        errors: [
          { field: 'email', messageId: 'validation.email' },
          { field: 'country', messageId: 'validation.invalidValue' },
        ],
      }),
    ).toEqual({ email: { id: 'validation.email' } });
    expect(refusedFields(null)).toEqual({});
    expect(refusedFields({ errors: 'nope' })).toEqual({});
  });
});
