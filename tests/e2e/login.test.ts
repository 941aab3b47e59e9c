/**
 * The login screen (issue 5, core §2 and §4): each country's providers as its terms list them;
 * the e-mail link in every country through the sandbox outbox ends logged in; the Criipto demo in
 * Norway, Finland and Denmark; real Criipto and Signicat through the sandbox's broker page
 * (approve logs in, decline is userCancel, no customer is idNotFound, a failing broker is error,
 * the wanted path survives the trip); BankID on another device (the QR code changes every second)
 * and on this one (autostart), the BankID demo, every BankID failure the sandbox can cause, the
 * screen's cancel and a second login already in progress, each shown as its own screen; the token
 * is never readable from the page; the login screen and the result screens pass axe.
 */
import type { Page } from 'playwright-core';
import { describe, inject, test, type TestContext } from 'vitest';
import { countryCodes, countryTerms, type CountryCode } from '../../generated/countries/index.js';
import type { MessageId } from '../../generated/messages/index.js';
import { PARAM_RULES, ROUTES } from '../../generated/routes/table.js';
import { brokerPages, isEidBroker, type EidBroker } from '../../runtime/features/login/broker.js';
import { customerProviders } from '../../runtime/features/login/customer-providers.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
import { scriptsFetched } from './support/react.js';
import { newestLink } from './support/login.js';
import { textOf } from './support/texts.js';
import { criiptoDemoCustomer, eidCustomer } from './support/eid-customers.js';

const apiUrl = (): string => inject('apiUrl');

const emailOf: Record<CountryCode, string> = {
  se: 'erik.sandberg@example.se',
  no: 'ola.nordmann@example.no',
  fi: 'aino.korhonen@example.fi',
  dk: 'freja.nielsen@example.dk',
};

async function session(page: Page): Promise<{ loggedIn: boolean; country?: string }> {
  return page.evaluate(async () => {
    const answer = await fetch('/session', { cache: 'no-store' });
    return (await answer.json()) as { loggedIn: boolean; country?: string };
  });
}

/** Every JSON or text body the page receives, to prove none carries the bearer token. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/json|text/.test(type))
      void response
        .text()
        .then((body) => bodies.push(body))
        .catch(() => {});
  });
  return bodies;
}

async function expectNoTokenInPage(page: Page, bodies: readonly string[], context: TestContext) {
  const { expect } = context;
  const cookie = await page.evaluate(() => document.cookie);
  expect(cookie, 'document.cookie').not.toMatch(/__Host-session/);
  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.local, 'localStorage').not.toMatch(/token/i);
  expect(stored.session, 'sessionStorage').not.toMatch(/token/i);
  for (const body of bodies) expect(body, 'a response body').not.toMatch(/"token"\s*:/);
}

describe.concurrent.each(countryCodes)('login in %s', (country) => {
  test('the e-mail link logs in', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage(`/${country}/login`, {
      test: context,
      consent: 'denied',
    });
    const bodies = recordBodies(page);
    await page.getByRole('button', { name: textOf(country, 'login.provider.email') }).click();
    const field = page.getByLabel(textOf(country, 'login.email.label'));
    await field.fill('not an address');
    await page.getByRole('button', { name: textOf(country, 'login.email.submit') }).click();
    await expect
      .poll(() => page.getByText(textOf(country, 'validation.email')).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await field.fill(emailOf[country]);
    await page.getByRole('button', { name: textOf(country, 'login.email.submit') }).click();
    await expect
      .poll(() => page.locator('[data-login-state="emailLinkSent"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf(country, 'login.state.emailLinkSent.title'));
    await checkA11y(page);

    // The overview is not built yet: what it logs is not the login's.
    expect(errors, 'errors on the login screen').toEqual([]);
    const link = await newestLink(emailOf[country]);
    expect(link).toMatch(new RegExp(`^/${country}/login\\?validate=`));
    await page.goto(new URL(link, page.url()).href);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`/${country}/app`);
    expect(await session(page)).toMatchObject({ loggedIn: true, country });
    await expectNoTokenInPage(page, bodies, context);
  });

  test('a used link shows that the login failed', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`/${country}/login?validate=no-such-token`, {
      test: context,
      consent: 'denied',
    });
    await expect
      .poll(() => page.locator('[data-login-state="failed"] h2').textContent(), { timeout: 15_000 })
      .toBe(textOf(country, 'login.state.failed.title'));
    expect(await session(page)).toMatchObject({ loggedIn: false });
    await checkA11y(page);
  });

  // Every result screen of every country is prerendered, so public-pages.test.ts opens each
  // (status, language, one h1, axe at both viewports); here one shows its own title, without the
  // framework (texts and a link: nothing to hydrate), and its link leads back to the login.
  test('a result screen shows its state, without the framework, and leads back', async (context) => {
    const { expect } = context;
    const state = PARAM_RULES.loginState.values[countryCodes.indexOf(country)] ?? 'error';
    const { page, response, errors, cspViolations } = await openPage(
      `/${country}/login/result/${state}`,
      { test: context, consent: 'denied' },
    );
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(
      textOf(country, `login.state.${state}.title`),
    );
    await checkA11y(page);
    expect(await scriptsFetched(page)).toEqual({ framework: [], enhance: true, island: false });
    await page.getByRole('link', { name: textOf(country, 'login.backToLogin') }).click();
    await page.waitForURL((url) => url.pathname === `/${country}/login`);
    expect(cspViolations, 'CSP violations').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('?state=sessionTimeout shows the session timeout on the login screen', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`/${country}/login?state=sessionTimeout`, {
      test: context,
      consent: 'denied',
    });
    await expect
      .poll(() => page.locator('[data-login-state="sessionTimeout"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf(country, 'login.state.sessionTimeout.title'));
    await checkA11y(page);
  });
});

/** The provider buttons the login screen draws for each of the terms' providers. */
const buttonsOf: Record<string, readonly string[]> = {
  bankid: ['login.provider.bankidSameDevice', 'login.provider.bankidOtherDevice'],
  'bankid-demo': ['login.provider.bankidDemo'],
  criipto: ['login.provider.criipto'],
  'criipto-demo': ['login.provider.criiptoDemo'],
  signicat: ['login.provider.signicat'],
  'signicat-demo': ['login.provider.signicatDemo'],
  email: ['login.provider.email'],
};

/** The button of each e-ID broker. */
const brokerButton: Record<EidBroker, MessageId> = {
  criipto: 'login.provider.criipto',
  signicat: 'login.provider.signicat',
  'signicat-demo': 'login.provider.signicatDemo',
};

describe.concurrent.each(countryCodes)('the providers of %s', (country) => {
  test('the login screen offers the country’s e-ID and the e-mail link, no demo', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
    const providers = customerProviders(countryTerms(country).login.providers);
    const expected = providers.flatMap((provider) =>
      (buttonsOf[provider] ?? []).map((id) => textOf(country, id as MessageId)),
    );
    const shown = await page.locator('.login-providers button').allTextContents();
    expect(shown).toEqual(expected);
    // One e-ID (BankID in two ways) and the e-mail link; no vendor and no demo is named.
    expect(shown.length).toBe(providers.includes('bankid') ? 3 : 2);
    for (const text of shown) expect(text).not.toMatch(/demo|Criipto|Signicat/i);
    await checkA11y(page);
  });
});

/** The countries whose terms list the Criipto demo login. */
const criiptoDemoCountries = countryCodes.filter((country) =>
  (countryTerms(country).login.providers as readonly string[]).includes('criipto-demo'),
);

describe.concurrent.each(criiptoDemoCountries)('the Criipto demo in %s', (country) => {
  test('logs a demo customer in', async (context) => {
    const { expect } = context;
    const civic = criiptoDemoCustomer[country];
    if (!civic) throw new Error(`no Criipto demo customer of ${country} in criiptoDemoCustomer`);
    // The demo has its own page only, which opens the civic number form at once.
    const demoPage = `/${country}/${ROUTES['login-providers-criipto-demo-login'].path}`;
    const { page } = await openPage(demoPage, { test: context, consent: 'denied' });
    await page.getByLabel(textOf(country, 'login.civicNumber.label')).fill(civic);
    await checkA11y(page);
    await page.getByRole('button', { name: textOf(country, 'common.continue') }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`/${country}/app`);
    expect(await session(page)).toMatchObject({ loggedIn: true, country });
  });
});

/** The e-ID brokers each country's login offers, as its terms list them (none in Sweden). */
const brokersOf = (country: CountryCode): readonly EidBroker[] =>
  (countryTerms(country).login.providers as readonly string[]).filter(isEidBroker);

/**
 * Leaves for the broker and waits for the sandbox's broker page (another origin): the customer's
 * e-ID from its button on the login screen, another broker from its own page (which leaves at
 * once), as the login screen offers only the first.
 */
async function leaveForBroker(page: Page, country: CountryCode, broker: EidBroker) {
  if (customerProviders(countryTerms(country).login.providers).includes(broker))
    await page.getByRole('button', { name: textOf(country, brokerButton[broker]) }).click();
  else await page.goto(new URL(`/${country}/${ROUTES[brokerPages[broker]].path}`, page.url()).href);
  await page.waitForURL((url) => url.pathname === `/sandbox/eid/${country}`, { timeout: 15_000 });
  return new URL(page.url());
}

describe.concurrent.each(
  countryCodes.flatMap((country) => brokersOf(country).map((broker) => [country, broker] as const)),
)('the e-ID broker in %s: %s', (country, broker) => {
  test('picking a persona at the broker and approving logs in', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage(`/${country}/login`, {
      test: context,
      consent: 'denied',
    });
    const bodies = recordBodies(page);
    const appOrigin = new URL(page.url()).origin;
    const broker_ = await leaveForBroker(page, country, broker);
    // The broker is another site (the sandbox's own address), reached with the provider's state.
    expect(broker_.origin).toBe(new URL(apiUrl()).origin);
    expect(broker_.origin).not.toBe(appOrigin);
    expect(broker_.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(broker_.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(broker_.searchParams.get('broker')).toBe(broker);
    await page.getByRole('radio', { name: new RegExp(`\\(${eidCustomer[country]}\\)`) }).check();
    await page.getByRole('button', { name: 'Approve and log in' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`/${country}/app`);
    // The one-time token is gone from the address and the history entry.
    expect(new URL(page.url()).search).toBe('');
    expect(await session(page)).toMatchObject({ loggedIn: true, country });
    await expectNoTokenInPage(page, bodies, context);
    expect(
      errors.filter((e) => /login|oidc/i.test(e)),
      'errors of the login',
    ).toEqual([]);
  });

  test('declining at the broker shows the cancelled screen', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
    await leaveForBroker(page, country, broker);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect
      .poll(() => page.locator('[data-login-state="userCancel"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf(country, 'login.state.userCancel.title'));
    expect(new URL(page.url()).pathname).toBe(`/${country}/login`);
    expect(await session(page)).toMatchObject({ loggedIn: false });
    await checkA11y(page);
  });

  test('someone who is no customer sees the id-not-found screen', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
    await leaveForBroker(page, country, broker);
    await page.getByRole('radio', { name: /Not a customer/ }).check();
    await page.getByRole('button', { name: 'Approve and log in' }).click();
    await expect
      .poll(() => page.locator('[data-login-state="idNotFound"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf(country, 'login.state.idNotFound.title'));
    expect(await session(page)).toMatchObject({ loggedIn: false });
    await checkA11y(page);
  });
});

describe.concurrent.each(countryCodes.filter((country) => brokersOf(country).length > 0))(
  'the e-ID broker of %s',
  (country) => {
    const broker = brokersOf(country)[0] ?? 'criipto';

    test('a failing broker shows the error screen', async (context) => {
      const { expect } = context;
      const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
      await leaveForBroker(page, country, broker);
      await page.getByRole('button', { name: /Make the broker fail/ }).click();
      await expect
        .poll(() => page.locator('[data-login-state="error"] h2').textContent(), {
          timeout: 15_000,
        })
        .toBe(textOf(country, 'login.state.error.title'));
      expect(await session(page)).toMatchObject({ loggedIn: false });
      await checkA11y(page);
    });

    test('the wanted path survives the trip to the broker and back', async (context) => {
      const { expect } = context;
      const wanted = `/${country}/app/profile`;
      const { page } = await openPage(wanted, { test: context, consent: 'denied' });
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`/${country}/login`);
      await leaveForBroker(page, country, broker);
      await page.getByRole('radio', { name: new RegExp(`\\(${eidCustomer[country]}\\)`) }).check();
      await page.getByRole('button', { name: 'Approve and log in' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(wanted);
      expect(await session(page)).toMatchObject({ loggedIn: true, country });
      // Used once: the memory of the wanted path is cleared.
      expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBeNull();
    });
  },
);

/**
 * Every BankID failure the sandbox can cause on an order shown as a QR code, and the login state
 * the screen then shows (sandbox/bankid/orders.ts adminActionTable; core §4 login states).
 */
const qrFailures: readonly { action: string; state: string }[] = [
  { action: 'new-order', state: 'newOrder' },
  { action: 'expire', state: 'expiredTransaction' },
  { action: 'fail-start', state: 'startFailedQr' },
  { action: 'not-supported', state: 'notSupportedByApp' },
  { action: 'fail-unknown', state: 'failed' },
  { action: 'error-invalid', state: 'error' },
  { action: 'error-timeout', state: 'bankIdTimeout' },
  { action: 'error-internal', state: 'serverError' },
  { action: 'no-answer', state: 'timeout' },
];

describe.concurrent('BankID (se)', () => {
  async function startQr(context: TestContext) {
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    const bodies = recordBodies(page);
    const started = page.waitForResponse((r) => r.url().endsWith('/service/auth/bankid/auth'));
    await page
      .getByRole('button', { name: textOf('se', 'login.provider.bankidOtherDevice') })
      .click();
    const { orderRef } = (await (await started).json()) as { orderRef: string };
    return { page, orderRef, bodies };
  }

  const act = (orderRef: string, action: string, body: object = {}) =>
    fetch(`${apiUrl()}/sandbox/bankid/${orderRef}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('the QR code changes every second and approving logs in', async (context) => {
    const { expect } = context;
    const { page, orderRef, bodies } = await startQr(context);
    const qr = page.getByRole('img', { name: textOf('se', 'login.bankid.qr.alt') });
    await expect.poll(() => qr.getAttribute('data-qr'), { timeout: 15_000 }).toMatch(/^bankid\./);
    const seen = new Set<string>();
    const until = Date.now() + 3500;
    while (Date.now() < until) {
      seen.add((await qr.getAttribute('data-qr')) ?? '');
      await page.waitForTimeout(250);
    }
    expect(seen.size, 'QR codes in 3.5 s').toBeGreaterThanOrEqual(3);
    await checkA11y(page);
    expect((await act(orderRef, 'approve', { civicNumber: '19850715-2380' })).ok).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/se/app');
    expect(await session(page)).toMatchObject({ loggedIn: true, country: 'se' });
    await expectNoTokenInPage(page, bodies, context);
  });

  test('a certificate error reached in the sandbox shows its text', async (context) => {
    const { expect } = context;
    const { page, orderRef } = await startQr(context);
    expect((await act(orderRef, 'fail-certificate')).ok).toBe(true);
    await expect
      .poll(() => page.locator('[data-login-state="certificateError"] h2').textContent(), {
        timeout: 10_000,
      })
      .toBe(textOf('se', 'login.state.certificateError.title'));
    await checkA11y(page);
  });

  test('the scan shows its hint, declining shows user cancel', async (context) => {
    const { expect } = context;
    const { page, orderRef } = await startQr(context);
    expect((await act(orderRef, 'scan')).ok).toBe(true);
    await expect
      .poll(() => page.locator('[data-hint]').getAttribute('data-hint'), { timeout: 10_000 })
      .toBe('started');
    expect((await act(orderRef, 'decline')).ok).toBe(true);
    await expect
      .poll(() => page.locator('[data-login-state="userCancel"] h2').textContent(), {
        timeout: 10_000,
      })
      .toBe(textOf('se', 'login.state.userCancel.title'));
  });

  test.for(qrFailures)(
    'the sandbox’s $action shows the $state screen',
    async ({ action, state }, context) => {
      const { expect } = context;
      const { page, orderRef } = await startQr(context);
      expect((await act(orderRef, action)).ok).toBe(true);
      await expect
        .poll(() => page.locator(`[data-login-state="${state}"] h2`).textContent(), {
          timeout: 15_000,
        })
        .toBe(textOf('se', `login.state.${state}.title` as MessageId));
      expect(await session(page)).toMatchObject({ loggedIn: false });
      await checkA11y(page);
    },
  );

  test('cancelling on the screen shows BankID cancelled', async (context) => {
    const { expect } = context;
    const { page, orderRef } = await startQr(context);
    await page.getByRole('button', { name: textOf('se', 'common.cancel') }).click();
    await expect
      .poll(() => page.locator('[data-login-state="bankIdCancelled"] h2').textContent(), {
        timeout: 10_000,
      })
      .toBe(textOf('se', 'login.state.bankIdCancelled.title'));
    // The order is cancelled at the provider too: approving it now logs nobody in.
    await act(orderRef, 'approve', { civicNumber: '19850715-2380' });
    await page.waitForTimeout(2500);
    expect(await session(page)).toMatchObject({ loggedIn: false });
    await checkA11y(page);
  });

  test('on the same device: the autostart link, then approving logs in', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    const started = page.waitForResponse((r) => r.url().endsWith('/service/auth/bankid/auth'));
    await page
      .getByRole('button', { name: textOf('se', 'login.provider.bankidSameDevice') })
      .click();
    const { orderRef } = (await (await started).json()) as { orderRef: string };
    const open = page.getByRole('link', { name: textOf('se', 'login.bankid.open') });
    expect(await open.getAttribute('href')).toMatch(
      /^bankid:\/\/\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/,
    );
    // No QR code on the same device.
    expect(await page.getByRole('img', { name: textOf('se', 'login.bankid.qr.alt') }).count()).toBe(
      0,
    );
    await checkA11y(page);
    expect((await act(orderRef, 'approve', { civicNumber: '19850715-2380' })).ok).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/se/app');
    expect(await session(page)).toMatchObject({ loggedIn: true, country: 'se' });
  });

  test('on the same device a failed start shows start failed', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    const started = page.waitForResponse((r) => r.url().endsWith('/service/auth/bankid/auth'));
    await page
      .getByRole('button', { name: textOf('se', 'login.provider.bankidSameDevice') })
      .click();
    const { orderRef } = (await (await started).json()) as { orderRef: string };
    expect((await act(orderRef, 'fail-start')).ok).toBe(true);
    await expect
      .poll(() => page.locator('[data-login-state="startFailed"] h2').textContent(), {
        timeout: 15_000,
      })
      .toBe(textOf('se', 'login.state.startFailed.title'));
    await checkA11y(page);
  });

  /** The BankID demo's own page, which opens its civic number form at once (not on the screen). */
  const bankIdDemoPage = `/se/${ROUTES['login-providers-bankid-demo-login'].path}`;

  /** Starts the BankID demo for a civic number; answers the demo order's reference. */
  async function startDemo(page: Page, civicNumber: string): Promise<string> {
    const started = page.waitForResponse((r) => r.url().endsWith('/service/auth/bankid-demo/auth'));
    await page.getByLabel(textOf('se', 'login.civicNumber.label')).fill(civicNumber);
    await page.getByRole('button', { name: textOf('se', 'common.continue') }).click();
    const answer = await started;
    return answer.ok() ? ((await answer.json()) as { orderRef: string }).orderRef : '';
  }

  test('the BankID demo logs a demo customer in', async (context) => {
    const { expect } = context;
    const { page } = await openPage(bankIdDemoPage, { test: context, consent: 'denied' });
    const orderRef = await startDemo(page, '19780312-2386');
    expect(orderRef).not.toBe('');
    expect((await act(orderRef, 'approve')).ok).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/se/app');
    expect(await session(page)).toMatchObject({ loggedIn: true, country: 'se' });
  });

  test('the demo checks the civic number with its check digit', async (context) => {
    const { expect } = context;
    const { page } = await openPage(bankIdDemoPage, { test: context, consent: 'denied' });
    await page.getByLabel(textOf('se', 'login.civicNumber.label')).fill('19850715-2381');
    await page.getByRole('button', { name: textOf('se', 'common.continue') }).click();
    await expect
      .poll(() => page.getByText(textOf('se', 'validation.civicNumber')).count())
      .toBeGreaterThan(0);
    await checkA11y(page);
  });

  test('the Finnish notice links to the Finnish login', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    const link = page.getByRole('link', { name: textOf('se', 'country.finnishLoginLink') });
    expect(await link.getAttribute('href')).toBe('/fi/login');
  });
});
