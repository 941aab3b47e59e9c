/**
 * Return paths the app follows on its own (issue 5 access rules: no way to be sent off-site): the
 * income verification's `returnPath` query, the contract's returnPath of every operation that
 * takes one, and the e-mail link's redirectTo refuse every payload of the open-redirect corpus
 * (tests/fixtures/open-redirects.yaml), also behind the purchase prefix the callback requires.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  BankLinkRequestSchema,
  EmailLinkRequestSchema,
  IncomeVerificationRequestSchema,
} from '../../../../generated/entities/zod.js';
import { readCallbackQuery } from '../../../../runtime/features/konto-move/income-callback.js';

const corpus = (
  load(readFileSync(new URL('../../../fixtures/open-redirects.yaml', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

/** Each slash-led payload behind the purchase prefix the callback requires (`…/x//evil`). */
const prefixed = corpus.filter((p) => p.startsWith('/')).map((p) => `/dk/app/purchases/x${p}`);

describe('the income verification callback never continues off the site', () => {
  it.each([...corpus, ...prefixed].map((p) => [JSON.stringify(p), p] as const))(
    '%s goes to the overview',
    (_name, back) => {
      const q = readCallbackQuery(`?returnPath=${encodeURIComponent(back)}`, 'dk');
      expect(q.continueHref).toBe('/dk/app');
      expect(q.toPurchase).toBe(false);
    },
  );

  it('a purchase step of the country is followed', () => {
    const back = '/dk/app/purchases/nordpay/9/steps/monthio';
    expect(readCallbackQuery(`?returnPath=${back}`, 'dk').continueHref).toBe(back);
  });
});

describe('the contract refuses every payload as a return path', () => {
  it.each(corpus.map((p) => [JSON.stringify(p), p] as const))('%s', (_name, payload) => {
    expect(BankLinkRequestSchema.safeParse({ returnPath: payload }).success).toBe(false);
    expect(
      IncomeVerificationRequestSchema.safeParse({
        brand: 'nordpay',
        orderID: 'SE1002',
        returnPath: payload,
      }).success,
    ).toBe(false);
    expect(
      EmailLinkRequestSchema.safeParse({
        email: 'a@example.se',
        country: 'se',
        redirectTo: payload,
      }).success,
    ).toBe(false);
  });

  it('and takes a local path', () => {
    expect(BankLinkRequestSchema.safeParse({ returnPath: '/se/app/profile/bank' }).success).toBe(
      true,
    );
  });
});
