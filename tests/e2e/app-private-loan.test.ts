/**
 * The private loan for a logged-in customer (issue 15; spec 000 1 "see a private loan offer",
 * spec 001 1, 5 and 6), in a real browser against the sandbox. In se, no and fi the customer
 * chooses an amount and term on the public page, which (logged in) never asks them to log in and
 * leads to their loan page with the calculator prefilled; the credit partner prices it as a
 * complete representative example; the country's eligibility is said before applying; the apply
 * dialog goes to the partner's application page, filled in with their details, where they leave
 * it (cancelled) and, applying again, send it (submitted). When the partner cannot be reached the
 * page says so and shows no figures, logged in and on the public page. Denmark has no offer: no
 * menu entry, no public page, and its loan page says the loan is not offered. axe checks every
 * page and dialog.
 *
 * The personas (sandbox/seed/personas/loan.ts) are read by no other test file: one per country,
 * so the countries run side by side.
 */
import type { Page } from 'playwright-core';
import { describe, test, type ExpectStatic, type TestContext } from 'vitest';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { createFormat } from '../../runtime/shared/i18n/public-format.js';
import { loanProduct, priceLoan } from '../../sandbox/loan/calculator.js';
import { checkA11y } from './support/a11y.js';
import { openPage, webUrl } from './support/browser.js';
import { reactHeld } from './support/react.js';
import { outcome, outcomeOf } from './support/flow.js';
import { openAs as openAsEmail } from './support/login.js';
import { textOf } from './support/texts.js';

const LOAN_COUNTRIES = ['se', 'no', 'fi'] as const;
type LoanCountry = (typeof LOAN_COUNTRIES)[number];

const borrower: Record<CountryCode, { email: string; name: string; civic: string }> = {
  se: { email: 'greta.nystrom@example.se', name: 'Greta Nyström', civic: '19840305-4409' },
  no: { email: 'sindre.myhre@example.no', name: 'Sindre Myhre', civic: '05038440000' },
  fi: { email: 'kaisa.salonen@example.fi', name: 'Kaisa Salonen', civic: '050384-4400' },
  dk: { email: 'jonas.kjaer@example.dk', name: 'Jonas Kjær', civic: '060384-4400' },
};

/** What each customer chooses on the public page (not the calculator's starting values). */
const chosen: Record<LoanCountry, { amount: number; years: number }> = {
  se: { amount: 35000, years: 4 },
  no: { amount: 14000, years: 3 },
  fi: { amount: 1200, years: 2 },
};

/** The sentences of the country's eligibility (spec 001 6), filled in as the page writes them. */
const eligibility: Record<LoanCountry, (f: ReturnType<typeof formatOf>) => string[]> = {
  se: (f) => [
    textOf('se', 'page.privateLoan.faq.eligibility.minAge').replace('{minAge}', '20'),
    textOf('se', 'page.privateLoan.faq.eligibility.minIncomePerYear').replace(
      '{minIncome}',
      f.major(84000),
    ),
    textOf('se', 'page.privateLoan.faq.eligibility.noPaymentRemarks'),
  ],
  no: (f) => [
    textOf('no', 'page.privateLoan.faq.eligibility.minIncomePerYear').replace(
      '{minIncome}',
      f.major(200000),
    ),
    textOf('no', 'page.privateLoan.faq.eligibility.repaidByAge').replace('{age}', '80'),
  ],
  fi: (f) => [
    textOf('fi', 'page.privateLoan.faq.eligibility.minAge').replace('{minAge}', '24'),
    textOf('fi', 'page.privateLoan.faq.eligibility.minIncomePerMonth').replace(
      '{minIncome}',
      f.major(800),
    ),
  ],
};

function formatOf(cc: CountryCode) {
  const terms = countryTerms(cc);
  const f = createFormat(cc, terms.languageTag);
  const currency = terms.money.currency;
  return {
    percent: f.percent,
    minor: (minor: number | bigint) => f.money({ minor: Number(minor), currency }),
    major: (major: number) => f.money({ minor: Math.round(major * 100), currency }),
  };
}

/** Every figure of the representative example the sandbox's partner gives, as the page writes it. */
function exampleFigures(cc: LoanCountry, amount: number, years: number): string[] {
  const loan = countryTerms(cc).loan;
  if (!loan.available) throw new Error(`${cc} offers no loan`);
  const found = loanProduct(loan.partnerReference);
  if (found.kind !== 'product') throw new Error(`${cc}: ${found.kind}`);
  const price = priceLoan(found.product, BigInt(amount * 100), years);
  const f = formatOf(cc);
  return [
    f.minor(price.amountMinor),
    f.percent(price.nominalRate),
    f.percent(price.effectiveRate),
    f.minor(price.arrangementFeeMinor),
    f.minor(price.adminFeeMinor),
    f.minor(price.monthlyAmountMinor),
    String(price.months),
    f.minor(price.totalRepaymentMinor - price.amountMinor),
    f.minor(price.totalRepaymentMinor),
  ];
}

/** Logged in as the country's borrower, on `path`. */
const openAs = (context: TestContext, cc: CountryCode, path: string) =>
  openAsEmail(context, borrower[cc].email, cc, path);

const field = (page: Page, cc: CountryCode, id: string) =>
  page.getByRole('textbox', { name: textOf(cc, id), exact: false });

/** React holds the page: the app when logged in, the island otherwise (support/react.ts). */
const hydrated = reactHeld;

/** Opens the apply dialog, checks it, and goes on to the partner's page. */
async function toPartner(expect: ExpectStatic, page: Page, cc: LoanCountry) {
  await page.getByRole('button', { name: textOf(cc, 'page.appPrivateLoan.apply.title') }).click();
  const dialog = page.locator('[data-step="privateLoan.apply"]');
  await dialog.waitFor();
  const { amount, years } = chosen[cc];
  const said = (await dialog.textContent()) ?? '';
  for (const figure of exampleFigures(cc, amount, years)) expect(said).toContain(figure);
  for (const sentence of eligibility[cc](formatOf(cc))) expect(said).toContain(sentence);
  await checkA11y(page);
  await dialog.getByRole('button', { name: textOf(cc, 'flow.privateLoan.apply.continue') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/loan/'));
  const partner = (await page.locator('main').textContent()) ?? '';
  expect(partner, 'the application is filled in with the customer').toContain(borrower[cc].name);
  expect(partner).toContain(borrower[cc].civic);
  expect(partner).toContain(formatOf(cc).major(amount));
  await checkA11y(page);
}

/** Back from the partner: the loan page, its outcome dialog, the reference gone from the address. */
async function backWith(expect: ExpectStatic, page: Page, cc: LoanCountry, id: string) {
  await page.waitForURL((url) => url.pathname === `/${cc}/app/private-loan`);
  expect(await outcome(page)).toEqual({ id: `privateLoan.${id}`, role: 'dialog' });
  const text = (await outcomeOf(page).textContent()) ?? '';
  await expect.poll(() => new URL(page.url()).searchParams.has('application')).toBe(false);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await outcomeOf(page).waitFor({ state: 'detached' });
  return text;
}

describe('the private loan, logged in', { concurrent: true, timeout: 150_000 }, () => {
  for (const cc of LOAN_COUNTRIES) {
    test(`${cc}: from the public page to a priced offer, the eligibility, and an application at the partner`, async (context) => {
      const { expect } = context;
      const { amount, years } = chosen[cc];
      const { page, errors } = await openAs(context, cc, `/${cc}/private-loan`);
      await hydrated(page);
      // Logged in, the public page never asks to log in; its way to apply takes the choice along.
      await page.getByText(textOf(cc, 'page.privateLoan.apply.bodyLoggedIn')).waitFor();
      expect(await page.getByText(textOf(cc, 'page.privateLoan.apply.body')).count()).toBe(0);
      await field(page, cc, 'page.privateLoan.calculator.amount').fill(String(amount));
      await field(page, cc, 'page.privateLoan.calculator.years').fill(String(years));
      const [figure] = exampleFigures(cc, amount, years).slice(5);
      await expect.poll(() => page.locator('.pp-calc-monthly').textContent()).toBe(figure);
      await page.locator('section[aria-labelledby="pl-apply"] a').click();

      // The loan page, the calculator prefilled with the choice, priced by the partner.
      await page.waitForURL((url) => url.pathname === `/${cc}/app/private-loan`);
      expect(new URL(page.url()).searchParams.get('amount')).toBe(String(amount));
      const amountField = field(page, cc, 'page.privateLoan.calculator.amount');
      await amountField.waitFor();
      expect(await amountField.inputValue()).toBe(String(amount));
      expect(await field(page, cc, 'page.privateLoan.calculator.years').inputValue()).toBe(
        String(years),
      );
      const example = page.locator('.pp-calc-result .pp-example');
      await example.waitFor();
      const said = (await example.textContent()) ?? '';
      for (const shown of exampleFigures(cc, amount, years)) expect(said).toContain(shown);
      expect(await page.locator('.pp-calc-result dl').textContent()).toContain(
        textOf(cc, 'page.privateLoan.calculator.totalCost'),
      );
      expect(await page.getByTestId('loan-applicant').textContent()).toContain(borrower[cc].name);
      // The eligibility, said before the way to apply.
      const before = page.getByTestId('loan-eligibility');
      const text = (await before.textContent()) ?? '';
      for (const sentence of eligibility[cc](formatOf(cc))) expect(text).toContain(sentence);
      expect(text.indexOf(eligibility[cc](formatOf(cc))[0] ?? '')).toBeLessThan(
        text.indexOf(textOf(cc, 'page.appPrivateLoan.apply.body')),
      );
      await checkA11y(page);

      // Left at the partner: nothing sent, and the page says so.
      await toPartner(expect, page, cc);
      await page.locator('button.cancel').click();
      await backWith(expect, page, cc, 'cancelled');
      // The page keeps the choice; applying again, and sending it.
      await example.waitFor();
      await toPartner(expect, page, cc);
      await page.locator('button.submit').click();
      const sent = await backWith(expect, page, cc, 'submitted');
      expect(sent).toContain(formatOf(cc).major(amount));
      // A reload shows the page, not the outcome again.
      await page.reload({ waitUntil: 'networkidle' });
      await example.waitFor();
      expect(await outcomeOf(page).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('se: the partner cannot be reached: the loan page says so and shows no figures', async (context) => {
    const { expect } = context;
    const { page } = await openAs(context, 'se', '/se/app');
    await page.route('**/service/loan/partnerQuery**', (route) =>
      route.fulfill({
        status: 504,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Gateway Timeout', status: 504 }),
      }),
    );
    await page.goto(new URL('/se/app/private-loan', webUrl()).href, { waitUntil: 'networkidle' });
    await page.locator('.pp-calc-unreachable').waitFor();
    expect(await page.locator('.pp-calc-unreachable').textContent()).toBe(
      textOf('se', 'page.privateLoan.calculator.unreachable'),
    );
    expect(await page.locator('.pp-calc-monthly').count(), 'no monthly cost').toBe(0);
    expect(await page.locator('.pp-calc-result dl, .pp-example').count(), 'no figures').toBe(0);
    // Nothing to apply for without a price; the eligibility is still said.
    await page.getByText(textOf('se', 'page.appPrivateLoan.apply.needsPrice')).waitFor();
    expect(
      await page
        .getByRole('button', { name: textOf('se', 'page.appPrivateLoan.apply.title') })
        .count(),
    ).toBe(0);
    await checkA11y(page);
  });

  test('no: the partner cannot be reached: the public page drops its figures and says so', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/no/private-loan', { consent: 'denied', test: context });
    // The prerendered start has the terms' example, until the partner's answer is known.
    expect(await page.locator('.pp-calc-monthly').count()).toBe(1);
    await page.route('**/service/loan/partnerQuery**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Bad Gateway', status: 502 }),
      }),
    );
    await hydrated(page);
    await field(page, 'no', 'page.privateLoan.calculator.amount').fill('15000');
    await page.locator('.pp-calc-unreachable').waitFor();
    expect(await page.locator('.pp-calc-monthly, .pp-calc-result dl, .pp-example').count()).toBe(0);
    await checkA11y(page);
  });

  test('dk: no private loan: no menu entry, no public page, and the loan page says so', async (context) => {
    const { expect } = context;
    const { page, errors } = await openAs(context, 'dk', '/dk/app/private-loan');
    const note = page.getByTestId('loan-not-offered');
    await note.waitFor();
    expect(await note.textContent()).toContain(textOf('dk', 'page.appPrivateLoan.notOffered'));
    expect(await page.locator('.pp-calc').count()).toBe(0);
    expect(await page.locator('a[href*="private-loan"]').count(), 'no link to a loan').toBe(0);
    await checkA11y(page);
    const publicPage = await page.goto(new URL('/dk/private-loan', webUrl()).href);
    expect(publicPage?.status()).toBe(404);
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});
