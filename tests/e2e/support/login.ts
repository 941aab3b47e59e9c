/**
 * Logging a sandbox persona in, for the tests of the logged-in area: the e-mail link from the
 * sandbox outbox, opened in the test's page, as a customer would. Tests that change a persona's
 * data (e-mails, bank link, marking read) should use a persona no other test file reads.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject, type TestContext } from 'vitest';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { Consent } from '../../../runtime/shared/tracking/consent.js';
import { openPage, webUrl, type OpenOptions, type OpenedPage, type Viewport } from './browser.js';
import { askLoginLink, newestLinkAt, newestMailLinkAt } from './login-link.js';

const apiUrl = (): string => inject('apiUrl');

/** The path of the newest login link in the sandbox outbox for `email` (newest first). */
export const newestLink = (email: string): Promise<string> => newestLinkAt(apiUrl(), email);

/** The newest login link for `email` as the mail carries it: absolute, at the app's origin. */
export const newestMailLink = (email: string): Promise<string> => newestMailLinkAt(apiUrl(), email);

/**
 * Asks the sandbox for a login link for `email` (through the web server at `base`, as the page
 * would, read from the outbox of the sandbox at `api`); answers the link's path:
 * `/<country>/login?validate=...`.
 */
export async function requestLink(
  email: string,
  country: CountryCode,
  base: string = webUrl(),
  api: string = apiUrl(),
): Promise<string> {
  return withLoginLock(`${base} ${email}`, () =>
    askLoginLink({ webUrl: base, apiUrl: api }, email, country),
  );
}

/**
 * Runs `work` (a login link asked for on the page and read from the outbox) while no other e2e
 * worker asks for `email`'s link at the same web server, so the newest link read is this one.
 */
export const withPersonaLinkLock = <T>(
  email: string,
  work: () => Promise<T>,
  base: string = webUrl(),
): Promise<T> => withLoginLock(`${base} ${email}`, work);

/** A lock older than this was left by a worker that died holding it. */
const staleLockMs = 30_000;

/**
 * Runs `work` while holding a lock named by `key`, across the e2e workers (a directory made
 * atomically in the temp folder). Two files logging the same persona in at the same moment
 * would otherwise both read the newest link of the outbox, one link for two logins; older links
 * stay valid, so one at a time each login gets a link of its own.
 */
async function withLoginLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `e2e-login-${createHash('sha256').update(key).digest('hex')}`);
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleLockMs) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > until)
        throw new Error(`the login lock ${lock} stayed taken`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Opens `path` logged in as the persona with e-mail `email`: the login link is opened first (it
 * sets the session cookie in this page's context), then the page itself.
 */
export async function openLoggedIn(
  email: string,
  country: CountryCode,
  path: string,
  options: OpenOptions = {},
  /** The web server to log in at: the suite's unless a test runs one of its own. */
  base: string = webUrl(),
): Promise<OpenedPage> {
  const link = await requestLink(email, country, base);
  const opened = await openPage(new URL(link, base).href, {
    consent: 'denied',
    ...options,
    country,
  });
  await waitForLogin(opened.page, country);
  // The login page then leaves for the post-login destination on its own; going on before it
  // has would race that navigation and lose the page we open next.
  await opened.page.waitForURL((url) => !url.pathname.startsWith(`/${country}/login`), {
    timeout: 15_000,
  });
  const response = await opened.page.goto(new URL(path, base).href, {
    waitUntil: options.waitUntil ?? 'networkidle',
  });
  return { ...opened, response };
}

/** Waits until the login link has done its work (the session signal cookie is set). */
export async function waitForLogin(page: Page, country: CountryCode): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const cookies = await page.context().cookies();
    if (cookies.some((cookie) => cookie.name === '__Host-logged-in' && cookie.value === '1'))
      return;
    await page.waitForTimeout(200);
  }
  throw new Error(`the login link did not log in (${country}, at ${page.url()})`);
}

/** A stack of a test file's own (support/stack.ts), or the suite's when none is named. */
export interface Origins {
  readonly webUrl: string;
  readonly apiUrl: string;
}

export interface LogInOptions {
  readonly viewport?: Viewport;
  /** The cookie choice already made; 'denied' unless named. */
  readonly consent?: Consent;
  /** The stack to log in at: the suite's unless the test runs one of its own. */
  readonly stack?: Origins;
}

/**
 * Logs the persona with e-mail `email` in, in a browser context of its own (a new session), by
 * the e-mail link as a customer would; answers the page once it is on home, where the login
 * leads. Locked: tests of one persona log in side by side, each with a link of its own.
 */
export async function logInAs(
  context: TestContext,
  email: string,
  country: CountryCode,
  options: LogInOptions = {},
): Promise<OpenedPage> {
  const base = options.stack?.webUrl ?? webUrl();
  const link = await requestLink(email, country, base, options.stack?.apiUrl ?? apiUrl());
  const opened = await openPage(new URL(link, base).href, {
    consent: options.consent ?? 'denied',
    country,
    test: context,
    viewport: options.viewport,
  });
  await loggedInHome(opened.page, country);
  return opened;
}

/** Logs `email` in on a page of the test's own (a context it keeps), as logInAs does. */
export async function logInOn(
  page: Page,
  email: string,
  country: CountryCode,
  stack?: Origins,
): Promise<void> {
  const base = stack?.webUrl ?? webUrl();
  const link = await requestLink(email, country, base, stack?.apiUrl ?? apiUrl());
  await page.goto(new URL(link, base).href, { waitUntil: 'networkidle' });
  await loggedInHome(page, country);
}

/** Once the login link has logged in, the login leads home. */
async function loggedInHome(page: Page, country: CountryCode): Promise<void> {
  await waitForLogin(page, country);
  await page.waitForURL((url) => url.pathname === `/${country}/app`);
}

/**
 * Logged in as `email` (logInAs), on `path`. With `fakeClock` the page's timers run on
 * page.clock from the page at `path` on (the login's own pages keep the real one).
 */
export async function openAs(
  context: TestContext,
  email: string,
  country: CountryCode,
  path: string,
  options: LogInOptions & { readonly fakeClock?: boolean } = {},
): Promise<OpenedPage> {
  const opened = await logInAs(context, email, country, options);
  if (options.fakeClock) await opened.page.clock.install();
  const base = options.stack?.webUrl ?? webUrl();
  await opened.page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  return opened;
}
