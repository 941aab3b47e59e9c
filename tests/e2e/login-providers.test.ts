/**
 * The login provider pages (core §2 login/providers/*, issue 11): in each country whose terms
 * offer a provider its page opens that provider at once (BankID's QR code, the demo's civic number
 * form, the e-ID broker, the e-mail form) and completing it lands on the app home; in a country
 * without it the page does not exist (the not-found page, no detour to login). BankID on another
 * device asks to scan the QR code, on this one it tries to start the app; two tabs logging one
 * person in: the newest login finishes, the older tab says why it stopped and offers to start
 * again. The login mail's link is absolute and logs in.
 */
import type { Page } from 'playwright-core';
import { describe, inject, test, type TestContext } from 'vitest';
import { countryCodes, countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { ROUTES, type RouteName } from '../../generated/routes/table.js';
import { checkA11y } from './support/a11y.js';
import { openPage, urlOf, webUrl } from './support/browser.js';
import { newestLink, newestMailLink, withPersonaLinkLock } from './support/login.js';
import { textOf } from './support/texts.js';
import { criiptoDemoCustomer, eidCustomer } from './support/eid-customers.js';

const apiUrl = (): string => inject('apiUrl');

type Provider =
  'bankid' | 'bankid-demo' | 'criipto' | 'criipto-demo' | 'signicat' | 'signicat-demo' | 'email';

/** Each provider's page, by the route table's names. */
const pageOf = {
  bankid: 'login-providers-bankid-login',
  'bankid-demo': 'login-providers-bankid-demo-login',
  criipto: 'login-providers-criipto-login',
  'criipto-demo': 'login-providers-criipto-demo-login',
  signicat: 'login-providers-signicat-login',
  'signicat-demo': 'login-providers-signicat-demo-login',
  email: 'login-providers-email-login',
} as const satisfies Record<Provider, RouteName>;
const everyProvider = Object.keys(pageOf) as Provider[];

const pathOf = (country: CountryCode, provider: Provider): string =>
  `/${country}/${ROUTES[pageOf[provider]].path}`;
const home = (country: CountryCode): string => `/${country}/${ROUTES.app.path}`;

const offers = (country: CountryCode, provider: Provider): boolean =>
  (countryTerms(country).login.providers as readonly string[]).includes(provider);

/** A persona per country whose e-mail no other test asks a link for without the lock. */
const emailOf: Record<CountryCode, string> = {
  se: 'anna@example.com',
  no: 'nora@example.com',
  fi: 'laura.makinen@example.fi',
  dk: 'oscar.moller@example.dk',
};

async function session(page: Page): Promise<{ loggedIn: boolean; country?: string }> {
  return page.evaluate(async () => {
    const answer = await fetch('/session', { cache: 'no-store' });
    return (await answer.json()) as { loggedIn: boolean; country?: string };
  });
}

const act = (orderRef: string, action: string, body: object = {}) =>
  fetch(`${apiUrl()}/sandbox/bankid/${orderRef}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Runs `trigger` (what makes the page start a BankID order) and answers the order's reference,
 * with the listener on before the trigger so the start cannot be missed.
 */
async function bankIdOrderOf(
  page: Page,
  demo: boolean,
  trigger: () => Promise<unknown>,
): Promise<string> {
  const started = page.waitForResponse(
    (r) => r.url().endsWith(`/service/auth/${demo ? 'bankid-demo' : 'bankid'}/auth`),
    { timeout: 30_000 },
  );
  // Awaited below; without this a failing trigger would also leave it an unhandled rejection.
  started.catch(() => undefined);
  await trigger();
  return ((await (await started).json()) as { orderRef: string }).orderRef;
}

/**
 * Opens the BankID page, which starts an order on its own: from another page, so the listener
 * is on before the page loads (openPage waits for a quiet network, long after the start).
 */
async function openBankIdPage(
  context: TestContext,
  country: CountryCode,
): Promise<{ page: Page; orderRef: string }> {
  const { page } = await openPage(`/${country}/${ROUTES.login.path}`, {
    test: context,
    consent: 'denied',
  });
  const orderRef = await bankIdOrderOf(page, false, () =>
    page.goto(urlOf(pathOf(country, 'bankid')), { waitUntil: 'load' }),
  );
  return { page, orderRef };
}

async function landsHome(page: Page, country: CountryCode, context: TestContext) {
  const { expect } = context;
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(home(country));
  expect(await session(page)).toMatchObject({ loggedIn: true, country });
  // The app home itself, not the not-found page.
  await expect
    .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
    .toBe(textOf(country, 'route.app.title'));
}

/** Fills the civic number form the demo pages open on, and continues. */
async function fillCivic(page: Page, country: CountryCode, civic: string) {
  await page.getByLabel(textOf(country, 'login.civicNumber.label')).fill(civic);
  await page.getByRole('button', { name: textOf(country, 'common.continue') }).click();
}

/** How each provider's page is completed, from the moment it opened it. */
const complete: Record<Provider, (country: CountryCode, context: TestContext) => Promise<void>> = {
  async bankid(country, context) {
    const { expect } = context;
    const { page, orderRef } = await openBankIdPage(context, country);
    // Opened at once on another device: the QR code, and the words to scan it.
    const qr = page.getByRole('img', { name: textOf(country, 'login.bankid.qr.alt') });
    await expect.poll(() => qr.getAttribute('data-qr'), { timeout: 15_000 }).toMatch(/^bankid\./);
    await expect
      .poll(() => page.locator('.login-hint').textContent(), { timeout: 15_000 })
      .toBe(textOf(country, 'login.bankid.hint.scanQr'));
    expect(await page.locator('h1').textContent()).toBe(
      textOf(country, 'route.loginProvidersBankidLogin.title'),
    );
    await checkA11y(page);
    expect((await act(orderRef, 'approve', { civicNumber: '19850715-2380' })).ok).toBe(true);
    await landsHome(page, country, context);
  },
  async 'bankid-demo'(country, context) {
    const { expect } = context;
    const { page } = await openPage(pathOf(country, 'bankid-demo'), {
      test: context,
      consent: 'denied',
    });
    // Opened at once: the civic number the demo asks for, no list of methods.
    expect(await page.locator('.login-providers').count()).toBe(0);
    await checkA11y(page);
    const orderRef = await bankIdOrderOf(page, true, () =>
      fillCivic(page, country, '19780312-2386'),
    );
    expect((await act(orderRef, 'approve')).ok).toBe(true);
    await landsHome(page, country, context);
  },
  async 'criipto-demo'(country, context) {
    const civic = criiptoDemoCustomer[country];
    if (!civic) throw new Error(`no Criipto demo customer of ${country} in criiptoDemoCustomer`);
    const { page } = await openPage(pathOf(country, 'criipto-demo'), {
      test: context,
      consent: 'denied',
    });
    await checkA11y(page);
    await fillCivic(page, country, civic);
    await landsHome(page, country, context);
  },
  criipto: (country, context) => throughBroker(country, 'criipto', context),
  signicat: (country, context) => throughBroker(country, 'signicat', context),
  'signicat-demo': (country, context) => throughBroker(country, 'signicat-demo', context),
  async email(country, context) {
    const { expect } = context;
    const email = emailOf[country];
    const { page } = await openPage(pathOf(country, 'email'), {
      test: context,
      consent: 'denied',
    });
    const field = page.getByLabel(textOf(country, 'login.email.label'));
    await checkA11y(page);
    const link = await withPersonaLinkLock(email, async () => {
      await field.fill(email);
      await page.getByRole('button', { name: textOf(country, 'login.email.submit') }).click();
      await expect
        .poll(() => page.locator('[data-login-state="emailLinkSent"] h2').textContent(), {
          timeout: 15_000,
        })
        .toBe(textOf(country, 'login.state.emailLinkSent.title'));
      return newestMailLink(email);
    });
    // The mail's link works in a mail program: absolute, at the app's configured origin.
    const absolute = new URL(link);
    expect(absolute.protocol).toMatch(/^https?:$/);
    expect(link).toBe(`${absolute.origin}${await newestLink(email)}`);
    expect(absolute.pathname).toBe(`/${country}/${ROUTES.login.path}`);
    // Opened at the web server under test (the suite's runs on a free port).
    await page.goto(`${webUrl()}${absolute.pathname}${absolute.search}`);
    await landsHome(page, country, context);
  },
};

/** The page leaves for the e-ID broker at once; approving there lands on the app home. */
async function throughBroker(
  country: CountryCode,
  broker: 'criipto' | 'signicat' | 'signicat-demo',
  context: TestContext,
) {
  const { expect } = context;
  const { page } = await openPage(pathOf(country, broker), {
    test: context,
    consent: 'denied',
    waitUntil: 'load',
  });
  await page.waitForURL((url) => url.pathname === `/sandbox/eid/${country}`, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('broker')).toBe(broker);
  await page.getByRole('radio', { name: new RegExp(`\\(${eidCustomer[country]}\\)`) }).check();
  await page.getByRole('button', { name: 'Approve and log in' }).click();
  await landsHome(page, country, context);
}

describe.concurrent.each(
  countryCodes.flatMap((country) => everyProvider.map((provider) => [country, provider] as const)),
)('%s login/providers/%s', (country, provider) => {
  if (offers(country, provider)) {
    test('opens the provider at once, and completing it lands on the app home', (context) =>
      complete[provider](country, context));
  } else {
    test('does not exist: the not-found page, no detour to login', async (context) => {
      const { expect } = context;
      const path = pathOf(country, provider);
      const { page, response } = await openPage(path, { test: context, consent: 'denied' });
      expect(response?.status()).toBe(404);
      await expect
        .poll(() => page.locator('h1').textContent(), { timeout: 15_000 })
        .toBe(textOf(country, 'error.page.404.title'));
      // Quiet network, nothing left to load: still here, and no path kept for after a login.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBeNull();
    });
  }
});

describe.concurrent('BankID (se)', () => {
  test('on this device it tries to start the app; switching shows the QR code', async (context) => {
    const { expect } = context;
    const { page } = await openBankIdPage(context, 'se');
    const orderRef = await bankIdOrderOf(page, false, () =>
      page.getByRole('button', { name: textOf('se', 'login.provider.bankidSameDevice') }).click(),
    );
    const open = page.getByRole('link', { name: textOf('se', 'login.bankid.open') });
    expect(await open.getAttribute('href')).toMatch(/^bankid:\/\/\/\?autostarttoken=/);
    await expect
      .poll(() => page.locator('.login-hint').textContent(), { timeout: 15_000 })
      .toBe(textOf('se', 'login.bankid.hint.outstandingTransaction'));
    expect(await page.getByRole('img', { name: textOf('se', 'login.bankid.qr.alt') }).count()).toBe(
      0,
    );
    await page
      .getByRole('button', { name: textOf('se', 'login.provider.bankidOtherDevice') })
      .click();
    await expect
      .poll(() => page.locator('.login-hint').textContent(), { timeout: 15_000 })
      .toBe(textOf('se', 'login.bankid.hint.scanQr'));
    // The order left behind is ended at the provider, so nobody can approve it any more.
    await expect
      .poll(async () => {
        const answer = await fetch(`${apiUrl()}/service/auth/bankid/collect`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ orderRef }),
        });
        return ((await answer.json()) as { status: string; hintCode?: string }).hintCode;
      })
      .toBe('cancelled');
  });

  test('on the login screen, BankID on another device asks to scan the QR code', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    await page
      .getByRole('button', { name: textOf('se', 'login.provider.bankidOtherDevice') })
      .click();
    await expect
      .poll(() => page.locator('.login-hint').textContent(), { timeout: 15_000 })
      .toBe(textOf('se', 'login.bankid.hint.scanQr'));
    expect(await page.locator('.login-hint').textContent()).not.toBe(
      textOf('se', 'login.bankid.hint.outstandingTransaction'),
    );
  });

  test('two tabs logging one person in: the newest finishes, the older offers to start again', async (context) => {
    const { expect } = context;
    const civic = '19900521-4128';
    const path = pathOf('se', 'bankid-demo');
    const first = await openPage(path, { test: context, consent: 'denied' });
    const firstRef = await bankIdOrderOf(first.page, true, () =>
      fillCivic(first.page, 'se', civic),
    );
    // A second browser (its own cookies and storage), as another tab would be for BankID.
    const second = await openPage(path, { test: context, consent: 'denied' });
    const secondRef = await bankIdOrderOf(second.page, true, () =>
      fillCivic(second.page, 'se', civic),
    );
    expect(secondRef).not.toBe(firstRef);

    // The older tab says a newer login took its place, and offers to start again.
    await expect
      .poll(() => first.page.locator('[data-login-state="alreadyInProgress"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf('se', 'login.state.alreadyInProgress.title'));
    const again = first.page.getByRole('button', {
      name: textOf('se', 'login.provider.bankidDemo'),
    });
    expect(await again.count()).toBe(1);
    await checkA11y(first.page);
    // The newer one is still going and can be approved.
    expect(await second.page.locator('[data-login-state]').count()).toBe(0);
    expect((await act(secondRef, 'approve')).ok).toBe(true);
    await landsHome(second.page, 'se', context);
    expect(await session(first.page)).toMatchObject({ loggedIn: false });
    // Starting again in the older tab asks for the civic number again.
    await again.click();
    await expect
      .poll(() => first.page.getByLabel(textOf('se', 'login.civicNumber.label')).count())
      .toBe(1);
  });
});
