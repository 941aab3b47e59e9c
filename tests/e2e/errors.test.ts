/**
 * Error recovery in the browser (spec 8): a code chunk that fails to load on a navigation (gone
 * after a deploy) loads the page the visitor asked for afresh, at most once per 60 seconds, so a
 * broken deploy cannot loop. The 60 seconds pass on the page's fake clock, not in the test's time.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import type { RouteName } from '../../generated/routes/table.js';
import type { OpenedPage } from './support/browser.js';
import { logInAs } from './support/login.js';
import { textOf } from './support/texts.js';

interface ChunkedPage {
  readonly path: string;
  /** Its page module, e.g. /assets/app-purchases-AbC123.js. */
  readonly chunk: string;
  /** Its h1 once drawn. */
  readonly title: string;
}

/** A persona whose purchases only these tests read; they change nothing. */
const PERSONA = 'erik.sandberg@example.se';

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    // A freshly loaded page hydrates in well under a second, but not always on a loaded machine.
    { timeout: 15_000 },
  );

/** The module of a Swedish route's page, from the route manifest of the page in `page`. */
const chunkOf = (page: Page, route: RouteName): Promise<string> =>
  page.evaluate((id) => {
    const manifest = (
      window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }
    ).__reactRouterManifest;
    return new URL(manifest?.routes[id]?.module ?? '', location.href).pathname;
  }, `${route}__se`);

const h1 = async (page: Page): Promise<string> => {
  await page.locator('main h1').first().waitFor();
  return (await page.locator('main h1').first().textContent()) ?? '';
};

/**
 * Three logged-in pages linked in a row, each with a page chunk of its own that a click loads:
 * home, the purchase list it links to, and the first purchase that lists. Logged-in pages keep
 * the router whatever the public pages do (those load without it, ADR 0024 and 0026, so a click
 * there is a page load, not a chunk). Learned in a first visit; the test then opens `start` in a
 * fresh document, with the chunks gone as it says.
 */
async function threePages(
  context: TestContext,
): Promise<{ opened: OpenedPage; start: ChunkedPage; first: ChunkedPage; second: ChunkedPage }> {
  const opened = await logInAs(context, PERSONA, 'se');
  const { page } = opened;
  await hydrated(page);
  const start = { path: '/se/app', chunk: await chunkOf(page, 'app'), title: await h1(page) };
  await page.goto(`${new URL(page.url()).origin}/se/app/purchases`, { waitUntil: 'networkidle' });
  const first = {
    path: '/se/app/purchases',
    chunk: await chunkOf(page, 'app-purchases'),
    title: await h1(page),
  };
  // A purchase of the list (/se/app/purchases/<brand>/<id>), not a brand's filter.
  const path =
    (
      await page
        .locator('main a[href^="/se/app/purchases/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).find((href) => /^\/se\/app\/purchases\/[^/]+\/[^/?#]+$/.test(href)) ?? '';
  const link = page.locator(`main a[href="${path}"]`).first();
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  const second = {
    path,
    chunk: await chunkOf(page, 'app-purchases-brand-id'),
    title: await h1(page),
  };
  return { opened, start, first, second };
}

/** Answers the globs 404, as a chunk gone after a deploy, then opens `path` in a fresh document. */
async function openWithout(page: Page, path: string, gone: readonly string[]): Promise<void> {
  for (const glob of gone)
    await page.route(glob, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${new URL(page.url()).origin}${path}`, { waitUntil: 'networkidle' });
}

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
    const { opened, start, first } = await threePages(context);
    const { page, errors } = opened;
    // Gone from the start: once loaded (a prefetch from the first page), a module stays in the page.
    await openWithout(page, start.path, [`**${first.chunk}`]);
    await servedAfterFreshLoad(page, first);
    await hydrated(page);
    errors.length = 0;
    const documents = countDocuments(page);

    await page.locator(`a[href="${first.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === first.path, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents.count, 'one page load').toBe(1);
    expect(await page.locator('h1').textContent(), 'the page asked for').toBe(first.title);
    expect(
      errors.filter((error) => !/status of 404|chunkLoadFailure/.test(error)),
      'page errors besides the gone chunk',
    ).toEqual([]);
  });

  test('a second failure within 60 s shows the error page; after 60 s it loads the page again', async (context) => {
    const { expect } = context;
    const { opened, start, first, second } = await threePages(context);
    const { page, errors } = opened;
    // `first` comes back with the fresh load; `second` stays gone. The page's clock from here on
    // is the test's: 60 s pass when the test says so.
    await page.clock.install();
    await openWithout(page, start.path, [`**${first.chunk}`, `**${second.chunk}`]);
    await servedAfterFreshLoad(page, first);
    await hydrated(page);
    const documents = countDocuments(page);
    const log = () => `${documents.count} page load(s), errors: ${errors.slice(-3).join(' | ')}`;

    await page.locator(`a[href="${first.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === first.path, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents.count, `the page asked for, loaded once: ${log()}`).toBe(1);

    // Within 60 s of that load: no second one; the error page says so, with a way home
    // (spec 8, unexpected error).
    await page.locator(`a[href="${second.path}"]`).first().click();
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000, message: log() })
      .toBe(textOf('se', 'error.unexpected.title'));
    expect(
      await page.getByRole('link', { name: textOf('se', 'error.unexpected.link') }).count(),
      'a way home',
    ).toBeGreaterThan(0);
    expect(documents.count, `no second load within 60 s: ${log()}`).toBe(1);

    // A minute later, back on the first page, the same click loads the page asked for again.
    await page.clock.fastForward(61_000);
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent(), { message: log() }).toBe(first.title);
    await page.locator(`a[href="${second.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === second.path, { waitUntil: 'load' });
    await expect.poll(() => documents.count, { timeout: 15_000, message: log() }).toBe(2);
    // Its chunk is still gone, so the fresh load cannot draw it either (a logged-in page has no
    // prerendered HTML): the error page, and nothing loads it again.
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000, message: log() })
      .toBe(textOf('se', 'error.unexpected.title'));
    await page.waitForLoadState('networkidle');
    expect(documents.count, `no loop: ${log()}`).toBe(2);
    expect(second.title, 'the page it could not draw').not.toBe(first.title);
  });
});
