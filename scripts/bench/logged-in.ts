/**
 * The logged-in home for `npm run bench:web` (issue 6): a sandbox persona of the country logs in
 * with the e-mail link, as a customer would, and the home `/{country}/app` is measured with that
 * session. Not prerendered (the app is a single-page app behind the login), so its first load is
 * what the browser fetches: every script until the network is quiet, gzipped, in a fresh
 * browser context (empty cache) that holds only the session's cookies.
 */
import { chromium, type BrowserContext } from 'playwright-core';
import type { CountryCode } from '../../generated/countries/index.js';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/chromium.js';
import { askLoginLink } from '../../tests/e2e/support/login-link.js';

/** The persona whose home is measured: the first of each country in docs/sandbox.md. */
export const benchPersona: Record<CountryCode, string> = {
  se: 'anna.lindqvist@example.se',
  no: 'ingrid.haugen@example.no',
  fi: 'mikko.virtanen@example.fi',
  dk: 'freja.nielsen@example.dk',
};

export interface Stack {
  readonly webUrl: string;
  readonly apiUrl: string;
}

/** The signal cookie the web server sets once the session exists (runtime/server/cookie-session.ts). */
const loggedInSignal = '__Host-logged-in';

/** A fresh login link for the persona, as an address of the web server. */
async function loginLink(stack: Stack, country: CountryCode): Promise<string> {
  return new URL(await askLoginLink(stack, benchPersona[country], country), stack.webUrl).href;
}

/**
 * Opens a login link in `context` and waits until the session exists and the login page has left
 * for its destination (going on earlier would race that navigation).
 */
export async function logIn(
  context: BrowserContext,
  stack: Stack,
  country: CountryCode,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(await loginLink(stack, country));
    await page.waitForURL((url) => !url.pathname.startsWith(`/${country}/login`), {
      timeout: 30_000,
    });
    const cookies = await context.cookies();
    if (!cookies.some((cookie) => cookie.name === loggedInSignal && cookie.value === '1'))
      throw new Error(`the login link did not log in (${country}, at ${page.url()})`);
  } finally {
    await page.close();
  }
}

/**
 * First-load JavaScript of the logged-in home: the scripts a fresh context (no cache, the
 * session's cookies only) fetches until the network is quiet, gzipped by `gzipKb`.
 */
export async function loggedInHomeJs(
  stack: Stack,
  country: CountryCode,
  gzipKb: (body: Buffer) => number,
): Promise<{ kb: number; scripts: number; status: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const login = await browser.newContext();
    await logIn(login, stack, country);
    const context = await browser.newContext();
    await context.addCookies(await login.cookies());
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    const answer = await page.goto(`${stack.webUrl}/${country}/app`, { waitUntil: 'networkidle' });
    // Still logged in and on the home: a redirect to the login page would measure the wrong page.
    const landed = new URL(page.url()).pathname;
    if (landed !== `/${country}/app`) throw new Error(`the logged-in home went to ${landed}`);
    const scripts = await Promise.all(bodies);
    return {
      kb: scripts.reduce((sum, body) => sum + gzipKb(body), 0),
      scripts: scripts.length,
      status: answer?.status() ?? 0,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Logs the persona in inside the Chromium that Lighthouse drives (its DevTools port), so the
 * audits of the home run with the session. Lighthouse clears caches between runs but not
 * cookies (its default clearStorageTypes), so the session holds for every run.
 */
export async function logInForLighthouse(
  port: number,
  stack: Stack,
  country: CountryCode,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse chromium has no default context');
    await logIn(context, stack, country);
  } finally {
    // Over CDP this only disconnects; the browser and its cookies stay for Lighthouse.
    await browser.close();
  }
}
