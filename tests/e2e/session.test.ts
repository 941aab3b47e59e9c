/**
 * The session in the browser (issue 5): logout (cookies gone, back at login, the logout event in
 * the data layer with consent), a 401 from the API showing the session-timeout screen, the
 * session timing out while a page is open (a web server of this file's own with a 4-second
 * inactivity timeout), the wanted-path round trip, open-redirect payloads stored as the wanted
 * path staying on the site, a customer of another country sent to theirs, and the native app told
 * the brand-prefixed id. Logging in and out changes no data; each test logs in by an e-mail
 * address no other test file asks a link for (the outbox is read by address).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test, type TestContext } from 'vitest';
import type { CountryCode } from '../../generated/countries/index.js';
import { ROUTES } from '../../generated/routes/table.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { randomKey } from '../../runtime/server/seal.js';
import { checkA11y } from './support/a11y.js';
import { openPage, webUrl } from './support/browser.js';
import { clientDir } from './support/build.js';
import { newestLink, openLoggedIn, requestLink, waitForLogin } from './support/login.js';
import { textOf } from './support/texts.js';
import { e2eRateLimits } from './support/stack.js';

const SIGNAL = '__Host-logged-in';
const SESSION = '__Host-session';

async function sessionCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === SIGNAL || name === SESSION)
    .sort();
}

async function serverSession(page: Page): Promise<{ loggedIn: boolean; country?: string }> {
  return page.evaluate(async () => {
    const answer = await fetch('/session', { cache: 'no-store' });
    return (await answer.json()) as { loggedIn: boolean; country?: string };
  });
}

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Keeps every data-layer event in sessionStorage, so it outlives the page that pushed it. */
async function recordDataLayer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const layer = (window.dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...events: object[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as object[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...events]));
      return push(...events);
    };
  });
}

async function expectTimeoutScreen(page: Page, country: CountryCode, context: TestContext) {
  const { expect } = context;
  await expect
    .poll(() => pathOf(page), { timeout: 20_000 })
    .toBe(`/${country}/login?state=sessionTimeout`);
  await expect
    .poll(() => page.locator('[data-login-state="sessionTimeout"] h2').textContent(), {
      timeout: 15_000,
    })
    .toBe(textOf(country, 'login.state.sessionTimeout.title'));
  expect(await sessionCookies(page)).toEqual([]);
  expect(await serverSession(page)).toMatchObject({ loggedIn: false });
  await checkA11y(page);
}

/** Logs in on the login page already open, by e-mail link, in the same tab. */
async function logInHere(page: Page, email: string, country: CountryCode, base = webUrl()) {
  const link = await requestLink(email, country, base);
  await page.goto(new URL(link, base).href, { waitUntil: 'load' });
  await waitForLogin(page, country);
}

describe.concurrent('logging out', () => {
  test('clears the cookies, goes back to login and sends the logout event', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('lars.holm@example.se', 'se', '/se/about-us', {
      test: context,
      consent: 'granted',
    });
    expect(await sessionCookies(page)).toEqual([SESSION, SIGNAL].sort());
    await recordDataLayer(page);
    const toggle = page.locator('.shell-menu-toggle');
    await expect.poll(() => toggle.count(), { timeout: 15_000 }).toBe(1);
    await toggle.click();
    await page.getByRole('button', { name: textOf('se', 'menu.logout') }).click();

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/se/login');
    expect(await sessionCookies(page)).toEqual([]);
    expect(await serverSession(page)).toEqual({ loggedIn: false });
    const events = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as { event: string }[],
    );
    expect(events.filter((e) => e.event === 'logout')).toEqual([
      { event: 'logout', pagePath: '/se/about-us', pageType: 'about-us' },
    ]);
    // Logged out: the header offers the login again, and the app's pages send here.
    await page.goto(new URL('/se/app/profile', webUrl()).href, { waitUntil: 'load' });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/se/login');
    await checkA11y(page);
  });

  test('without consent the logout sends no event', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('ida.hansen@example.dk', 'dk', '/dk/customer-service', {
      test: context,
      consent: 'denied',
    });
    await recordDataLayer(page);
    await page.locator('.shell-menu-toggle').click();
    await page.getByRole('button', { name: textOf('dk', 'menu.logout') }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dk/login');
    const events = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as { event?: string }[],
    );
    expect(events.filter((e) => e.event === 'logout')).toEqual([]);
    expect(await sessionCookies(page)).toEqual([]);
  });
});

describe.concurrent('a lost session', () => {
  test('a 401 from the API logs out and shows the session-timeout screen', async (context) => {
    const { page } = await openLoggedIn('nora.berg@example.no', 'no', '/no/about-us', {
      test: context,
    });
    // From now on the API refuses this customer (the logout itself still reaches the server).
    await page.route('**/service/**', (route) =>
      new URL(route.request().url()).pathname === '/service/auth/logout'
        ? route.fallback()
        : route.fulfill({
            status: 401,
            contentType: 'application/problem+json',
            body: JSON.stringify({ title: 'Unauthorized', status: 401 }),
          }),
    );
    await page.goto(new URL('/no/app/profile', webUrl()).href, { waitUntil: 'load' });
    await expectTimeoutScreen(page, 'no', context);
    // The page that needed login is remembered for the next login.
    const { expect } = context;
    expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBe('/no/app/profile');
  });
});

describe('the session times out while a page is open', () => {
  const inactivityMs = 4000;
  let shortLived: RunningWebServer | undefined;

  beforeAll(async () => {
    shortLived = await startWebServer({
      buildDir: clientDir,
      apiOrigin: inject('apiUrl'),
      port: 0,
      session: createCookieSession({ key: randomKey(), inactivityMs }),
      rateLimits: e2eRateLimits,
    });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  test('past the inactivity timeout the page shows the session-timeout screen', async (context) => {
    const { expect } = context;
    const base = shortLived?.url ?? '';
    const { page } = await openLoggedIn(
      'juha.nieminen@example.fi',
      'fi',
      '/fi/app/profile',
      { test: context, waitUntil: 'load' },
      base,
    );
    expect(pathOf(page)).toBe('/fi/app/profile');
    // Nothing is done on the page: the provider asks the server when the session would end.
    await expectTimeoutScreen(page, 'fi', context);
    expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBe('/fi/app/profile');
    // Logging in again comes back to where the customer was.
    await logInHere(page, 'juha.nieminen@example.fi', 'fi', base);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/fi/app/profile');
  });
});

describe.concurrent('after login', () => {
  test('the wanted path round trip: /se/app/profile -> login -> /se/app/profile', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/app/profile', { test: context, consent: 'denied' });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/se/login');
    await page.getByRole('button', { name: textOf('se', 'login.provider.email') }).click();
    await page.getByLabel(textOf('se', 'login.email.label')).fill('lars.work@example.com');
    await page.getByRole('button', { name: textOf('se', 'login.email.submit') }).click();
    await expect
      .poll(() => page.locator('[data-login-state="emailLinkSent"]').count(), { timeout: 15_000 })
      .toBe(1);
    const link = await newestLink('lars.work@example.com');
    await page.goto(new URL(link, webUrl()).href);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/se/app/profile');
    // Used once: the memory is gone.
    expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBeNull();
  });

  test('open-redirect payloads stored as the wanted path stay on the site', async (context) => {
    const { expect } = context;
    const payloads = [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'https://evil.example',
    ];
    const { page } = await openPage('/dk/login', { test: context, consent: 'denied' });
    const left: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(webUrl())) left.push(request.url());
    });
    for (const payload of payloads) {
      await page.evaluate((value) => sessionStorage.setItem('wantedPath', value), payload);
      await logInHere(page, 'sofie.larsen@example.dk', 'dk');
      await expect
        .poll(() => `${new URL(page.url()).origin}${new URL(page.url()).pathname}`, {
          timeout: 15_000,
        })
        .toBe(`${webUrl()}/dk/app`);
      expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBeNull();
    }
    expect(left, 'requests that left the site').toEqual([]);
  });

  test('a logged-in customer opening login goes home, or to the stored address, which is then cleared', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('ida.hansen@example.dk', 'dk', '/dk/app', {
      test: context,
      consent: 'denied',
    });
    await page.goto(`${webUrl()}/dk/login`);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dk/app');
    // A stored post-login address without a validate query is followed, then forgotten.
    await page.evaluate(() => sessionStorage.setItem('wantedPath', '/dk/app/profile'));
    await page.goto(`${webUrl()}/dk/login`);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dk/app/profile');
    expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBeNull();
    expect(await serverSession(page)).toMatchObject({ loggedIn: true, country: 'dk' });
  });

  test('a logged-out visitor on an unknown app path goes to login, the path remembered', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/no/app/no-such-page', { test: context, consent: 'denied' });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/no/login');
    expect(await page.evaluate(() => sessionStorage.getItem('wantedPath'))).toBe(
      '/no/app/no-such-page',
    );
  });

  test('a customer of another country goes to their own country', async (context) => {
    const { expect } = context;
    // A Norwegian customer's link, asked for on the Swedish site, leads to the Swedish login.
    const link = await requestLink('jonas.lie@example.no', 'se');
    expect(link).toMatch(/^\/se\/login\?validate=/);
    const { page } = await openPage(new URL(link, webUrl()).href, {
      test: context,
      consent: 'denied',
    });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/no/app');
    expect(await serverSession(page)).toMatchObject({ loggedIn: true, country: 'no' });
    // Opening the Swedish site again while logged in: the same page in Norway.
    await page.goto(new URL('/se/about-us', webUrl()).href, { waitUntil: 'load' });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/no/about-us');
  });

  test('the native app is told the brand-prefixed customer id', async (context) => {
    const { expect } = context;
    // The Criipto demo's own page (the login screen offers customers no demo login).
    const demoPage = `/no/${ROUTES['login-providers-criipto-demo-login'].path}`;
    const { page } = await openPage(demoPage, { test: context, consent: 'denied' });
    await page.context().addInitScript(() => {
      (window as unknown as Record<string, unknown>)['NordicAppBridge'] = {
        device: 'android',
        setUserId: (id: string) => sessionStorage.setItem('e2e-bridge-user', id),
      };
    });
    await page.reload();
    await page.getByLabel(textOf('no', 'login.civicNumber.label')).fill('17118510000');
    await page.getByRole('button', { name: textOf('no', 'common.continue') }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/no/app');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-bridge-user'))).toBe(
      'nordpay-200006',
    );
  });
});
