/**
 * The private-loan calculator of every country that offers the loan (spec 001 §2, §5, §9: se, no,
 * fi): a valid amount and term get the credit partner's monthly cost; an amount out of range
 * shows its error and no price (the figures of earlier values would read as the price of what
 * is typed now), and a corrected amount is priced again. The page is an island without the router
 * (docs/decisions/0026): its ids are the prerendered ones, and nothing is refused by the CSP.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { createFormat } from '../../runtime/shared/i18n/public-format.js';
import { loanProduct, priceLoan } from '../../sandbox/loan/calculator.js';
import { openPage } from './support/browser.js';
import { appHolds, reactHeld, scriptsFetched } from './support/react.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

const loanCountries = ['se', 'no', 'fi'] as const;

/** A valid amount and term of each country (not the calculator's starting values). */
const asked: Record<(typeof loanCountries)[number], { amount: number; years: number }> = {
  se: { amount: 25000, years: 3 },
  no: { amount: 12000, years: 2 },
  fi: { amount: 1500, years: 3 },
};

function termsOf(cc: CountryCode) {
  const terms = countryTerms(cc);
  if (!terms.loan.available) throw new Error(`${cc} offers no loan`);
  return { terms, loan: terms.loan, f: createFormat(cc, terms.languageTag) };
}

/** The monthly cost the sandbox's credit partner gives, as the page writes it. */
function expectedMonthly(cc: CountryCode, amount: number, years: number): string {
  const { loan, f } = termsOf(cc);
  const found = loanProduct(loan.partnerReference);
  if (found.kind !== 'product') throw new Error(`${cc}: ${found.kind}`);
  const price = priceLoan(found.product, BigInt(amount * 100), years);
  return f.money({ minor: Number(price.monthlyAmountMinor), currency: loan.minAmount.currency });
}

async function openCalculator(cc: CountryCode, context: TestContext) {
  const loan = pagesOf(cc).find((page) => page.route === 'private-loan');
  if (!loan) throw new Error(`no ${cc} private-loan page in the build plan`);
  const { page, errors } = await openPage(loan.path, { consent: 'denied', test: context });
  await reactHeld(page);
  return { page, errors };
}

const field = (page: Page, cc: CountryCode, id: string) =>
  page.getByRole('textbox', { name: textOf(cc, id), exact: false });

describe.concurrent('private-loan calculator', () => {
  test.for(loanCountries)(
    '%s: a valid amount and term show the monthly cost',
    async (cc, context) => {
      const { expect } = context;
      const { page, errors } = await openCalculator(cc, context);
      const { amount, years } = asked[cc];
      const priced = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.endsWith('/partnerQuery') &&
          new URL(response.url()).searchParams.get('amount') === String(amount),
      );
      await field(page, cc, 'page.privateLoan.calculator.amount').fill(String(amount));
      await field(page, cc, 'page.privateLoan.calculator.years').fill(String(years));
      expect((await priced).status(), 'the partner prices the loan').toBe(200);
      await expect
        .poll(() => page.locator('.pp-calc-monthly').textContent())
        .toBe(expectedMonthly(cc, amount, years));
      expect(await page.locator('.pp-calc-result .pp-example').count()).toBe(1);
      expect(
        await page.getByText(textOf(cc, 'page.privateLoan.calculator.unavailable')).count(),
        'not "cannot be calculated"',
      ).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test.for(loanCountries)(
    '%s: an amount out of range shows its error and no price; corrected, it is priced again',
    async (cc, context) => {
      const { expect } = context;
      const { loan, f } = termsOf(cc);
      const { page, errors } = await openCalculator(cc, context);
      const monthly = page.locator('.pp-calc-result .pp-calc-monthly');
      const example = page.locator('.pp-calc-result .pp-example');
      // The prerendered starting values are priced.
      expect(await monthly.count(), 'a price to begin with').toBe(1);

      const amountField = field(page, cc, 'page.privateLoan.calculator.amount');
      await amountField.fill(String(loan.maxAmount.amount + 1));
      const error = textOf(cc, 'validation.loanAmount')
        .replace('{min}', f.money(loan.minAmount))
        .replace('{max}', f.money(loan.maxAmount));
      await expect
        .poll(() => page.locator('.pp-calc .field-error').first().textContent())
        .toBe(error);
      expect(await amountField.getAttribute('aria-invalid')).toBe('true');
      expect(await monthly.count(), 'no monthly cost next to the error').toBe(0);
      expect(await example.count(), 'no example next to the error').toBe(0);
      expect(
        await page.locator('.pp-calc-result').textContent(),
        'the result asks for a correction',
      ).toContain(textOf(cc, 'page.privateLoan.calculator.invalid'));

      const { amount, years } = asked[cc];
      await field(page, cc, 'page.privateLoan.calculator.years').fill(String(years));
      await amountField.fill(String(amount));
      await expect.poll(() => monthly.textContent()).toBe(expectedMonthly(cc, amount, years));
      expect(await page.locator('.pp-calc .field-error').first().textContent()).toBe('');
      expect(errors).toEqual([]);
    },
  );

  test.for(loanCountries)(
    '%s: the calculator hydrates as an island, without the router, its ids as prerendered',
    async (cc, context) => {
      const { expect } = context;
      const loan = pagesOf(cc).find((page) => page.route === 'private-loan');
      if (!loan) throw new Error(`no ${cc} private-loan page in the build plan`);
      const { page, errors, cspViolations } = await openPage(loan.path, {
        consent: 'denied',
        test: context,
      });
      const prerendered = await page
        .locator('[data-island="private-loan"] [id]')
        .evaluateAll((elements) => elements.map((element) => element.id));
      await reactHeld(page);
      expect(await appHolds(page), 'the app stays away').toBe(false);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      // Nothing of the app was fetched: its libraries, shell and route manifest.
      expect(await scriptsFetched(page)).toEqual({ framework: [], enhance: true, island: true });
      // Every id and every tie to one (label, description) is the prerendered one, and typing
      // draws new elements with ids of the same kind.
      const ids = () =>
        page
          .locator('[data-island="private-loan"] [id]')
          .evaluateAll((elements) => elements.map((element) => element.id));
      expect(await ids()).toEqual(prerendered);
      const amountField = field(page, cc, 'page.privateLoan.calculator.amount');
      const describedBy = (await amountField.getAttribute('aria-describedby')) ?? '';
      for (const id of describedBy.split(' '))
        expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
      const { amount, years } = asked[cc];
      await field(page, cc, 'page.privateLoan.calculator.years').fill(String(years));
      await amountField.fill(String(amount));
      await expect
        .poll(() => page.locator('.pp-calc-monthly').textContent())
        .toBe(expectedMonthly(cc, amount, years));
      // The way to apply follows what is typed, as a plain link into the logged-in area.
      const apply = new URL(
        (await page.locator('section[aria-labelledby="pl-apply"] a').getAttribute('href')) ?? '',
        'http://x',
      );
      expect(apply.pathname).toBe(`/${cc}/app/private-loan`);
      expect(apply.searchParams.get('amount')).toBe(String(amount));
      expect(cspViolations, 'CSP violations').toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
