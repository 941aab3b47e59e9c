/**
 * The logged-in header's back link and the menu's account link by account state (spec 2
 * "Layouts" and "Header and menus"), against the sandbox personas in every country.
 *
 * Back link: each logged-in screen opened directly (each axe-clean) has the back link its route's rule gives
 * (schema routes: the fallback route, with the current parameters), and none on the home page
 * the payments overview and connected-ppis, where the menu toggle stays. Reached from a route
 * its rule lists, the back link steps back in history instead: from the payments overview to a
 * purchase and back to the overview (not to the fallback, the purchase list); from an account
 * to its invoice and back.
 *
 * Account link: one due konto (Ingrid) links to that account, one due free-part purchase
 * (Sofie) to that purchase; the other states (several, monthly, insurance) are user-menu.test.ts's.
 */
import type { Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import type { CountryCode } from '../../generated/countries/index.js';
import type { PaymentsOverview } from '../../generated/entities/types.js';
import { checkA11y } from './support/a11y.js';
import { webUrl } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

interface Persona {
  readonly country: CountryCode;
  readonly email: string;
  /** The brand of the persona's konto. */
  readonly konto: string;
  /** A purchase of the persona: brand and id. */
  readonly purchase: readonly [string, string];
}

const personas: readonly Persona[] = [
  {
    country: 'se',
    email: 'anna.lindqvist@example.se',
    konto: 'nordpay',
    purchase: ['nordpay', 'SE1002'],
  },
  {
    country: 'no',
    email: 'ingrid.haugen@example.no',
    konto: 'hemmahus',
    purchase: ['hemmahus', 'NO1001'],
  },
  {
    country: 'fi',
    email: 'mikko.virtanen@example.fi',
    konto: 'nordpay',
    purchase: ['nordpay', 'FI1001'],
  },
  {
    country: 'dk',
    email: 'freja.nielsen@example.dk',
    konto: 'kustkok',
    purchase: ['kustkok', 'DK1001'],
  },
];

/** Product images come from the image service's host, which the test machine cannot reach. */
const pageErrors = (errors: readonly string[]): string[] =>
  errors.filter((e) => !/images\.nordpay\.example/.test(e));

const back = (page: Page) => page.locator('header .shell-back');
const toggle = (page: Page) => page.locator('header .shell-menu-toggle');

/** Opens a path by a full page load and waits for the app to draw its header and heading. */
async function visit(page: Page, path: string) {
  // 'load', not the network going quiet: the logged-in shell keeps polling messages.
  await page.goto(new URL(path, webUrl()).href, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor();
  await page.locator('header .shell-back, header .shell-menu-toggle').first().waitFor();
}

/**
 * The header of a page opened directly: a back link to `expected`, or the menu toggle. Each
 * screen is checked by axe too, once its data has arrived (issue 6: every screen in every
 * country, zero violations).
 */
async function expectHeader(expect: ExpectStatic, page: Page, path: string, expected: string) {
  await visit(page, path);
  if (expected === '') {
    expect(await back(page).count(), `${path}: no back link`).toBe(0);
    expect(await toggle(page).count(), `${path}: the menu toggle`).toBe(1);
  } else {
    expect(await back(page).getAttribute('href'), path).toBe(expected);
    // The back link takes the menu toggle's place (spec 2 "Logged-in header").
    expect(await toggle(page).count(), `${path}: no menu toggle`).toBe(0);
  }
  // The pages say they are loading until their data is there ('.pu-status').
  await page.locator('main .pu-status').waitFor({ state: 'detached' });
  await checkA11y(page);
}

async function paymentsOf(page: Page): Promise<PaymentsOverview> {
  return page.evaluate(async () => {
    const answer = await fetch('/service/payment/api/payments', { credentials: 'same-origin' });
    return (await answer.json()) as PaymentsOverview;
  });
}

describe.concurrent('back links by the routes’ rules', () => {
  for (const persona of personas) {
    test(
      `${persona.country}: each screen opened directly, then two steps back in history`,
      { timeout: 240_000 },
      async (context) => {
        const { expect } = context;
        const { country, konto } = persona;
        const [brand, id] = persona.purchase;
        const { page, errors } = await openLoggedIn(persona.email, country, `/${country}/app`, {
          test: context,
          waitUntil: 'load',
        });
        const data = await paymentsOf(page);
        const account = data.accounts.find((a) => a.type === 'konto');
        const invoiceDate = account?.currentInvoiceDate ?? '';
        expect(invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const at = (path: string) => (path ? `/${country}/${path}` : '');
        // [screen, where its back link leads ('' none)], from the routes' rules (spec 2).
        const screens: readonly (readonly [string, string])[] = [
          ['app', ''],
          ['app/payments-overview', ''],
          ['app/connected-ppis', ''],
          ['app/ppi', 'app'],
          [`app/my-insurance/${konto}`, 'app'],
          ['app/purchases', 'app'],
          [`app/purchases/${brand}`, 'app/purchases'],
          [`app/purchases/${brand}/${id}`, 'app/purchases'],
          [`app/account/${konto}`, 'app'],
          [`app/invoices/${konto}/${invoiceDate}`, 'app'],
          [`app/invoices/${konto}/invoice-history`, `app/account/${konto}`],
          ['app/invoices/konto', 'app'],
          ['app/upcoming-invoice', 'app'],
          [`app/upcoming-invoice/${konto}`, 'app'],
          ['app/upcoming-invoice/invoice-history', 'app/upcoming-invoice'],
          [`app/upcoming-invoice/${konto}/invoice-history`, `app/upcoming-invoice/${konto}`],
          ['app/todo', 'app'],
          ['app/notifications', 'app'],
          ['app/payment-history', 'app'],
          ['app/monthly-details', 'app'],
          ['app/profile', 'app'],
          ['app/profile/bank', 'app/profile'],
          ['app/profile/information', 'app/profile'],
          ['app/profile/emails', 'app/profile'],
          ['app/profile/conditions', 'app/profile'],
          ['app/profile/yearly-interest', 'app/profile'],
        ];
        for (const [screen, expected] of screens) {
          await expectHeader(expect, page, at(screen), at(expected));
        }

        // From the payments overview (a route the purchase's rule lists) to the purchase and
        // back: history, so the overview again, not the purchase list (the fallback).
        await visit(page, at('app/payments-overview'));
        const purchaseLink = page.locator(`main a[href="${at(`app/purchases/${brand}/${id}`)}"]`);
        await purchaseLink.first().click();
        await page.locator('.pu-purchase').waitFor();
        expect(await back(page).getAttribute('href')).toBe(at('app/purchases'));
        await back(page).click();
        await page.waitForURL((url) => url.pathname === at('app/payments-overview'));

        // From the account to its invoice and back to the account (the fallback is home).
        await visit(page, at(`app/account/${konto}`));
        await page
          .locator(`main a[href="${at(`app/invoices/${konto}/${invoiceDate}`)}"]`)
          .first()
          .click();
        await page.locator('.iv-detail').waitFor();
        await back(page).click();
        await page.waitForURL((url) => url.pathname === at(`app/account/${konto}`));
        expect(pageErrors(errors)).toEqual([]);
      },
    );
  }
});

/** Opens the user menu and answers the account link: its text and where it leads. */
async function accountLink(page: Page, country: CountryCode, messageId: string) {
  await toggle(page).click();
  const menu = page.locator('nav.user-menu');
  await menu.waitFor();
  const link = menu.getByRole('link', { name: textOf(country, messageId), exact: true });
  return { menu, link };
}

describe.concurrent('the account link by account state', () => {
  test(
    'no: one due konto (Ingrid) links to that account',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page, errors } = await openLoggedIn('ingrid.haugen@example.no', 'no', '/no/app', {
        test: context,
        waitUntil: 'load',
      });
      await page.locator('main h1').first().waitFor();
      const { menu, link } = await accountLink(page, 'no', 'menu.account.konto');
      await expect.poll(() => link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe('/no/app/account/hemmahus');
      expect(
        await menu.getByRole('link', { name: textOf('no', 'menu.accounts'), exact: true }).count(),
      ).toBe(0);
      await checkA11y(page);
      await link.click();
      await page.waitForURL((url) => url.pathname === '/no/app/account/hemmahus');
      expect(pageErrors(errors)).toEqual([]);
    },
  );

  test(
    'dk: one due free-part purchase (Sofie) links to that purchase',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page, errors } = await openLoggedIn('sofie.larsen@example.dk', 'dk', '/dk/app', {
        test: context,
        waitUntil: 'load',
      });
      await page.locator('main h1').first().waitFor();
      const { link } = await accountLink(page, 'dk', 'menu.account.freepart');
      await expect.poll(() => link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe('/dk/app/purchases/nordpay/DK3001');
      await checkA11y(page);
      await link.click();
      await page.locator('.pu-purchase').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dk/app/purchases/nordpay/DK3001');
      expect(pageErrors(errors)).toEqual([]);
    },
  );
});
