/**
 * Payment protection insurance (issue 15), in a real browser against the sandbox, in every
 * country: apply for it on a konto (the popup with the occupation, the country's conditions, the
 * declarations and the premium; the provider's failure, then the insured confirmation), the
 * customer who cannot (no konto; already insured), My insurance with its premium, covered account
 * and costs, the cost history with an insurance invoice PDF, a damage-report PDF (a real PDF),
 * connected-ppis, the account page's link, and the public page's forms, coverage and
 * cancellation. axe checks every page and every open popup. The public pages leave out the
 * framework (docs/decisions/0026): Denmark's coverage popups are their one island.
 *
 * The personas (sandbox/seed/personas/insurance.ts) are read by no other test file; each test
 * reads or changes its own customer, so the tests run side by side.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test, type TestContext } from 'vitest';
import { formatMoney } from '../../generated/countries/format.js';
import { countryLocale, countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { loadMessages, type MessageId } from '../../generated/messages/index.js';
import { createTexts, type Texts } from '../../runtime/shared/i18n/texts.js';
import { checkA11y } from './support/a11y.js';
import { openPage, webUrl } from './support/browser.js';
import { requestLink, waitForLogin } from './support/login.js';
import { appHolds, reactHeld, scriptsFetched } from './support/react.js';

const COUNTRIES = ['se', 'no', 'fi', 'dk'] as const;

/** The personas of each country: insured on two kontos, a konto to insure, no konto. */
const people: Record<CountryCode, { insured: string; applicant: string; noKonto: string }> = {
  se: {
    insured: 'greta.holm@example.se',
    applicant: 'viktor.sand@example.se',
    noKonto: 'elsa.dahl@example.se',
  },
  no: {
    insured: 'sigrid.bakke@example.no',
    applicant: 'hakon.lie@example.no',
    noKonto: 'tone.moen@example.no',
  },
  fi: {
    insured: 'laura.koski@example.fi',
    applicant: 'eero.niemi@example.fi',
    noKonto: 'sari.heikkinen@example.fi',
  },
  dk: {
    insured: 'ida.holm@example.dk',
    applicant: 'mikkel.krog@example.dk',
    noKonto: 'lone.vang@example.dk',
  },
};

/** The second insured konto's brand (the first is nordpay everywhere). */
const secondBrand: Record<CountryCode, string> = {
  se: 'fjallmode',
  no: 'hemmahus',
  fi: 'hemmahus',
  dk: 'kustkok',
};

const textsByCountry = new Map<CountryCode, Promise<Texts>>();
function t(country: CountryCode, id: MessageId, values?: Record<string, string | number>) {
  let texts = textsByCountry.get(country);
  if (!texts) {
    texts = loadMessages(countryLocale[country]).then((catalogue) =>
      createTexts(catalogue, countryTerms(country).languageTag),
    );
    textsByCountry.set(country, texts);
  }
  return texts.then((of) => of(id, values));
}

async function openAs(context: TestContext, email: string, country: CountryCode, path: string) {
  const link = await requestLink(email, country);
  const opened = await openPage(new URL(link, webUrl()).href, {
    consent: 'denied',
    country,
    test: context,
  });
  await waitForLogin(opened.page, country);
  await opened.page.waitForURL((url) => url.pathname === `/${country}/app`);
  await opened.page.goto(new URL(path, webUrl()).href, { waitUntil: 'networkidle' });
  return opened;
}

const outcomeOf = (page: Page) => page.locator('[data-outcome]');

async function outcome(page: Page): Promise<{ id: string; role: string | null }> {
  const dialog = outcomeOf(page);
  await dialog.waitFor();
  const id = (await dialog.getAttribute('data-outcome')) ?? '';
  const role = await page.locator('.overlay-panel').filter({ has: dialog }).getAttribute('role');
  return { id, role };
}

/** Fetches a document the page links, with the page's cookies: a real PDF. */
async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const answer = await page.request.get(new URL(href ?? '', webUrl()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The premium at the personas' debt of 6 000: 0.67 % of it, 40.20 in every currency. */
const premiumAt6000 = 40.2;

describe('applying for the insurance', { concurrent: true, timeout: 120_000 }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: a konto without it: the popup, the provider's failure, then insured`, async (context) => {
      const { page, errors } = await openAs(
        context,
        people[country].applicant,
        country,
        `/${country}/app/ppi`,
      );
      // The konto list leads to the brand's application.
      await page.locator('[data-apply="nordpay"]').click();
      await page.waitForURL((url) => url.pathname === `/${country}/app/ppi/nordpay`);
      await page.getByTestId('ppi-apply').waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toContain(await t(country, 'page.ppi.voluntary'));
      expect(await page.getByTestId('ppi-premium-now').textContent()).toContain(
        formatMoney(premiumAt6000, country),
      );
      await checkA11y(page);

      // The popup: nothing ticked is refused with the validator's message.
      await page.getByTestId('ppi-apply').click();
      const popup = page.locator('form[data-flow="insurance"]');
      await popup.waitFor();
      expect(await page.getByTestId('ppi-apply-premium').textContent()).toContain(
        formatMoney(premiumAt6000, country),
      );
      const months = countryTerms(country).insurance;
      if (!months.available) throw new Error(`${country} offers the insurance`);
      expect(await page.getByTestId('ppi-conditions').textContent()).toContain(
        await t(country, 'page.ppi.coverage.employee', {
          months: months.eligibility.employee.minMonthsEmployed,
        }),
      );
      await checkA11y(page);
      await page.getByTestId('ppi-submit').click();
      await popup.getByRole('alert').waitFor();
      expect(await popup.getByRole('alert').textContent()).toBe(
        await t(country, 'validation.insuranceDeclarations'),
      );
      await checkA11y(page);

      // A pensioner applies through customer service (the terms do not show their conditions).
      await popup
        .getByRole('radio', { name: await t(country, 'page.ppi.coverage.label.pensioner') })
        .check();
      await page.getByTestId('ppi-apply-elsewhere').waitFor();
      await checkA11y(page);
      await popup
        .getByRole('radio', { name: await t(country, 'page.ppi.coverage.label.employee') })
        .check();
      for (const box of await popup.getByRole('checkbox').all()) await box.check();

      // The provider fails: an alertdialog with only its actions; nothing changed.
      await page.route('**/service/payment/nordpay/ppi', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/problem+json',
              body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }),
            })
          : route.fallback(),
      );
      await page.getByTestId('ppi-submit').click();
      expect(await outcome(page)).toEqual({ id: 'insurance.fail', role: 'alertdialog' });
      await checkA11y(page);
      await page.keyboard.press('Escape');
      expect(await outcomeOf(page).isVisible()).toBe(true);
      await page.unroute('**/service/payment/nordpay/ppi');
      await page.getByRole('button', { name: await t(country, 'common.retry') }).click();
      await outcomeOf(page).waitFor({ state: 'detached' });

      // Again: insured.
      await page.getByTestId('ppi-apply').click();
      await popup.waitFor();
      for (const box of await popup.getByRole('checkbox').all()) await box.check();
      await page.getByTestId('ppi-submit').click();
      expect(await outcome(page)).toEqual({ id: 'insurance.insured', role: 'dialog' });
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      await page.getByTestId('ppi-already-insured').waitFor();

      // My insurance shows it, after a reload too.
      await page.goto(new URL(`/${country}/app/my-insurance/nordpay`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      await page.getByTestId('ppi-active').waitFor();
      expect(await page.getByTestId('ppi-premium').textContent()).toBe(
        formatMoney(premiumAt6000, country),
      );
      expect(await page.getByTestId('ppi-account').textContent()).toContain(
        `${country.toUpperCase()}-K-`,
      );
      await checkA11y(page);
      // Only the failure this test made the provider answer.
      expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    });

    test(`${country}: who cannot apply is told why: no konto, already insured`, async (context) => {
      const { page, errors } = await openAs(
        context,
        people[country].noKonto,
        country,
        `/${country}/app/ppi`,
      );
      const note = page.getByTestId('ppi-not-eligible');
      await note.waitFor();
      expect(await note.textContent()).toContain(await t(country, 'page.ppi.app.noKonto'));
      await checkA11y(page);
      await page.goto(new URL(`/${country}/app/ppi/nordpay`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      await note.waitFor();
      expect(await page.getByTestId('ppi-apply').count()).toBe(0);
      await checkA11y(page);
      // My insurance of a brand without it says so and leads to the application.
      await page.goto(new URL(`/${country}/app/my-insurance/nordpay`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      await page.getByTestId('ppi-not-insured').waitFor();
      await checkA11y(page);
      expect(errors).toEqual([]);
    });
  }
});

describe('my insurance', { concurrent: true, timeout: 120_000 }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: connected-ppis, My insurance, its history, the PDFs, the account page's link`, async (context) => {
      const { page, errors } = await openAs(
        context,
        people[country].insured,
        country,
        `/${country}/app/connected-ppis`,
      );
      // Two kontos carry it: both listed, each to its page.
      await page.getByTestId('ppi-connected').waitFor();
      expect(await page.locator('[data-connected]').count()).toBe(2);
      expect(await page.locator(`[data-connected="${secondBrand[country]}"]`).count()).toBe(1);
      await checkA11y(page);
      await page.locator('[data-connected="nordpay"]').click();
      await page.waitForURL((url) => url.pathname === `/${country}/app/my-insurance/nordpay`);
      await page.getByTestId('ppi-active').waitFor();
      expect(await page.getByTestId('ppi-premium').textContent()).toBe(
        formatMoney(premiumAt6000, country),
      );
      expect(await page.locator('[data-testid="ppi-costs"] tbody tr').count()).toBe(3);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(await t(country, 'page.ppi.cancellation.body'));
      await checkA11y(page);

      // Who is covered how: Denmark's popups, elsewhere a list.
      const terms = countryTerms(country).insurance;
      if (!terms.available) throw new Error(`${country} offers the insurance`);
      if (terms.coveragePopups.available) {
        for (const occupation of ['employee', 'selfEmployed', 'pensioner']) {
          await page.locator(`[data-coverage="${occupation}"]`).click();
          const dialog = page.locator('[data-coverage-dialog]');
          await dialog.waitFor();
          await checkA11y(page);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
      } else {
        expect(await page.locator('[data-coverage]').count()).toBe(0);
        expect(text).toContain(await t(country, 'page.ppi.coverage.label.pensioner'));
      }

      // A damage-report form is a real PDF, opened beside the page.
      const report = page.locator('[data-report="sickness"]');
      expect(await report.getAttribute('target')).toBe('_blank');
      await expectPdf(page, await report.getAttribute('href'));

      // The whole history: a year of months, each with an insurance invoice where it had one.
      await page.getByTestId('ppi-history-link').click();
      await page.waitForURL(
        (url) => url.pathname === `/${country}/app/my-insurance/nordpay/ppi-invoice-history`,
      );
      // Until the history's data has come, the page left (and its three months) may still show.
      await expect.poll(() => page.locator('[data-testid="ppi-costs"] tbody tr').count()).toBe(12);
      const invoice = page.getByTestId('ppi-invoice-pdf').first();
      await expectPdf(page, await invoice.getAttribute('href'));
      await checkA11y(page);

      // The account page's "your insurance" link leads to a page that works.
      await page.goto(new URL(`/${country}/app/account/nordpay`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      await page.getByRole('link', { name: await t(country, 'page.account.insurance') }).click();
      await page.waitForURL((url) => url.pathname === `/${country}/app/my-insurance/nordpay`);
      await page.getByTestId('ppi-active').waitFor();

      // Applying again at an insured brand says it is insured.
      await page.goto(new URL(`/${country}/app/ppi/${secondBrand[country]}`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      await page.getByTestId('ppi-already-insured').waitFor();
      await checkA11y(page);
      expect(errors).toEqual([]);
    });
  }
});

describe('the public insurance page', { concurrent: true }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: damage-report forms, coverage and cancellation`, async (context) => {
      const { page, errors } = await openPage(`/${country}/ppi`, {
        consent: 'denied',
        test: context,
      });
      await page.getByTestId('ppi-claims').waitFor();
      await expectPdf(page, await page.locator('[data-report="death"]').getAttribute('href'));
      await page.getByTestId('ppi-cancellation').waitFor();
      const terms = countryTerms(country).insurance;
      if (terms.available && terms.coveragePopups.available) {
        await page.locator('[data-coverage="pensioner"]').click();
        await page.locator('[data-coverage-dialog]').waitFor();
        expect(await page.locator('[data-coverage-dialog]').textContent()).toContain(
          await t(country, 'page.ppi.coverage.pensioner'),
        );
      }
      await checkA11y(page);
      expect(errors).toEqual([]);
    });
  }
});

/** Every id an element points at (a description, a name, a label's field) is in the page once. */
const danglingTies = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const ties = [...document.querySelectorAll('[aria-describedby], [aria-labelledby], [for]')]
      .filter((element) => !element.closest('template'))
      .flatMap((element) =>
        ['aria-describedby', 'aria-labelledby', 'for'].flatMap((name) =>
          (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
        ),
      );
    return ties.filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1);
  });

describe('the public insurance pages without the framework', { concurrent: true }, () => {
  // The general page and a brand's (nordpay offers the insurance in every country).
  const cases = COUNTRIES.flatMap((country) =>
    [`/${country}/ppi`, `/${country}/ppi/nordpay`].map((path) => ({ country, path })),
  );

  test.for(cases)(
    '$path: no router; the coverage popups hydrate as an island and their dialog closes',
    async ({ country, path }, context) => {
      const { expect } = context;
      const { page, errors, cspViolations } = await openPage(path, {
        consent: 'denied',
        test: context,
      });
      const ids = () =>
        page
          .locator('[data-island] [id]')
          .evaluateAll((elements) => elements.map((element) => element.id));
      const prerendered = await ids();
      const terms = countryTerms(country).insurance;
      const popups = terms.available && terms.coveragePopups.available;
      // Only the popups need React: elsewhere the page is static, no island at all.
      expect(await page.locator('[data-island="ppi"]').count()).toBe(popups ? 1 : 0);
      if (popups) await reactHeld(page);
      expect(await appHolds(page), 'the app stays away').toBe(false);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      expect(await scriptsFetched(page)).toMatchObject({ framework: [], enhance: true });
      expect(await ids(), 'the ids as prerendered').toEqual(prerendered);
      expect(await danglingTies(page)).toEqual([]);

      if (popups) {
        const label = await t(country, 'page.ppi.coverage.label.pensioner');
        const opener = page.getByRole('button', { name: label });
        const dialog = page.getByRole('dialog', { name: label });
        const focusedOpener = () =>
          page.evaluate(
            () => (document.activeElement as HTMLElement | null)?.dataset['coverage'] ?? null,
          );
        // Escape closes it, and focus goes back to the button that opened it.
        await opener.click();
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain(
          await t(country, 'page.ppi.coverage.pensioner'),
        );
        await expect
          .poll(() => dialog.evaluate((box) => box.contains(document.activeElement)))
          .toBe(true);
        expect(await danglingTies(page)).toEqual([]);
        await checkA11y(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(focusedOpener).toBe('pensioner');
        // So does its close button.
        await opener.click();
        await dialog
          .getByRole('button', { name: await t(country, 'common.close') })
          .first()
          .click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(focusedOpener).toBe('pensioner');
      }
      await checkA11y(page);
      expect(cspViolations, 'nothing refused by the CSP').toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
