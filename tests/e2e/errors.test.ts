/**
 * Error recovery in the browser (spec 8): a code chunk that fails to load on a navigation (gone
 * after a deploy) loads the page the visitor asked for afresh, at most once per 60 seconds, so a
 * broken deploy cannot loop. The 60 seconds pass on the page's fake clock, not in the test's time.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { ROUTES, type RouteName } from '../../generated/routes/table.js';
import { webUrl } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

interface ChunkedPage {
  readonly path: string;
  /** Its page module, e.g. /assets/app-profile-emails-AbC123.js. */
  readonly chunk: string;
}

/** The modules of the Swedish routes, from the route manifest the app's start-up names. */
async function swedishModules(): Promise<Record<string, string>> {
  // Home leaves out the framework, but keeps the app's start-up for a logged-in visitor.
  const html = await (await fetch(`${webUrl()}/se`)).text();
  const src = /\/assets\/manifest-[\w-]+-se\.js/.exec(html)?.[0];
  if (!src) throw new Error('no Swedish route manifest named in the home page');
  const text = await (await fetch(`${webUrl()}${src}`)).text();
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    routes: Record<string, { module: string }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id.replace(/__se$/, ''), route.module]),
  );
}

/**
 * Three pages of the logged-in area, where the app draws every page and a click loads the next
 * page's chunk (the public pages leave out the framework, ADR 0024 and 0026, so a click there is
 * a page load): `start` the profile, `first` its e-mails linked from it, and `second` an e-mail
 * linked from those (its path is the persona's address, read from the page).
 */
async function threePages(): Promise<{
  start: ChunkedPage;
  first: ChunkedPage;
  secondChunk: string;
}> {
  const modules = await swedishModules();
  const chunkOf = (route: RouteName): string => {
    const chunk = modules[route];
    if (!chunk) throw new Error(`no module of ${route} in the Swedish route manifest`);
    return chunk;
  };
  return {
    start: { path: '/se/app/profile', chunk: chunkOf('app-profile') },
    first: { path: '/se/app/profile/emails', chunk: chunkOf('app-profile-emails') },
    secondChunk: chunkOf('app-profile-emails-email'),
  };
}

/** The e-mails page's title, its h1. */
const firstTitle = textOf('se', ROUTES['app-profile-emails'].titleMessageId);
/** Reads the profile only; the e-mails are not changed. */
const reader = 'anna.lindqvist@example.se';

/** Logged in as the reader, on `path`, with `gone` chunks answered 404 from the start. */
const openAt = (path: string, gone: readonly string[], test: TestContext) =>
  openLoggedIn(reader, 'se', path, { consent: 'denied', gone, test });

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    // A freshly loaded page hydrates in well under a second, but not always on a loaded machine.
    { timeout: 15_000 },
  );

/** Counts the page's document loads from now on. */
function countDocuments(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.count += 1;
  });
  return counter;
}

/**
 * The chunk is gone, as after a deploy, until its page is loaded afresh: the new build (here
 * the same one) serves it then. A route added later is asked first (Playwright), so this one
 * decides before openPage's `gone`, and the flag flips as the document is asked for, before
 * the document asks for the chunk.
 */
async function servedAfterFreshLoad(page: Page, target: ChunkedPage): Promise<void> {
  let deployed = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === target.path)
      deployed = true;
  });
  await page.route(`**${target.chunk}`, (route) =>
    deployed ? route.continue() : route.fallback(),
  );
}

describe.concurrent('chunk load failure', () => {
  test('a click whose page chunk fails loads the page asked for, not the one left', async (context) => {
    const { expect } = context;
    const { start, first } = await threePages();
    // Gone from the start: once loaded (a prefetch from the first page), a module stays in the page.
    const { page, errors } = await openAt(start.path, [`**${first.chunk}`], context);
    await servedAfterFreshLoad(page, first);
    await hydrated(page);
    const documents = countDocuments(page);

    await page.locator(`a[href="${first.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === first.path, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents.count, 'one page load').toBe(1);
    await expect
      .poll(() => page.locator('main h1').first().textContent(), { message: 'the page asked for' })
      .toBe(firstTitle);
    expect(
      errors.filter((error) => !/status of 404|chunkLoadFailure/.test(error)),
      'page errors besides the gone chunk',
    ).toEqual([]);
  });

  test('a second failure within 60 s shows the error page; after 60 s it loads the page again', async (context) => {
    const { expect } = context;
    const { start, first, secondChunk } = await threePages();
    // `first` comes back with the fresh load; `second` stays gone.
    const { page, errors } = await openAt(
      start.path,
      [`**${first.chunk}`, `**${secondChunk}`],
      context,
    );
    await servedAfterFreshLoad(page, first);
    // The page's clock from here on is the test's: 60 s pass when the test says so.
    await page.clock.install();
    await page.goto(page.url());
    await hydrated(page);
    const documents = countDocuments(page);
    const log = () => `${documents.count} page load(s), errors: ${errors.slice(-3).join(' | ')}`;

    await page.locator(`a[href="${first.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === first.path, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents.count, `the page asked for, loaded once: ${log()}`).toBe(1);
    // An e-mail of the persona's, linked from the e-mails page.
    const secondLink = page.locator('main a[href^="/se/app/profile/emails/"]').first();
    await secondLink.waitFor();
    const secondPath = new URL((await secondLink.getAttribute('href')) ?? '', webUrl()).pathname;

    // Within 60 s of that load: no second one; the error page says so, with a way home
    // (spec 8, unexpected error).
    await secondLink.click();
    await expect
      .poll(() => page.locator('main h1').first().textContent(), {
        timeout: 15_000,
        message: log(),
      })
      .toBe(textOf('se', 'error.unexpected.title'));
    expect(
      await page.getByRole('link', { name: textOf('se', 'error.unexpected.link') }).count(),
      'a way home',
    ).toBeGreaterThan(0);
    expect(documents.count, `no second load within 60 s: ${log()}`).toBe(1);

    // A minute later, back on the first page, the same click loads the page asked for again.
    await page.clock.fastForward(61_000);
    await page.goBack();
    await expect
      .poll(() => page.locator('main h1').first().textContent(), { message: log() })
      .toBe(firstTitle);
    await secondLink.click();
    await page.waitForURL((url) => url.pathname === secondPath, { waitUntil: 'load' });
    await expect.poll(() => documents.count, { timeout: 15_000, message: log() }).toBe(2);
    // Its chunk is still gone, so the page stays what that load drew; nothing loads it again.
    await page.waitForLoadState('networkidle');
    expect(documents.count, `no loop: ${log()}`).toBe(2);
    expect(new URL(page.url()).pathname).toBe(secondPath);
  });
});
