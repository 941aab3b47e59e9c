/**
 * Error recovery in the browser (spec 8): a code chunk that fails to load on a navigation (gone
 * after a deploy) loads the page the visitor asked for afresh, at most once per 60 seconds, so a
 * broken deploy cannot loop. The 60 seconds pass on the page's fake clock, not in the test's time.
 */
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { ROUTES, type RouteName } from '../../generated/routes/table.js';
import { openPage, webUrl } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

interface ChunkedPage {
  readonly path: string;
  /** Its page module, e.g. /assets/payment-options-AbC123.js. */
  readonly chunk: string;
  /** Its h1 as prerendered. */
  readonly title: string;
  /** Paths its prerendered HTML links to. */
  readonly links: ReadonlySet<string>;
}

async function chunkedPage(path: string, route: RouteName): Promise<ChunkedPage | null> {
  // A page without the framework (ADR 0024) is always loaded afresh: no click loads its chunk.
  if (!ROUTES[route].hydrate) return null;
  const html = await (await fetch(`${webUrl()}${path}`)).text();
  const chunk = new RegExp(`/assets/${route}-[\\w-]+\\.js`).exec(html)?.[0];
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  const links = new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1] ?? ''));
  return chunk && title ? { path, chunk, title, links } : null;
}

/**
 * Three Swedish public pages that hydrate, each with a page chunk of its own (named in its
 * prerendered HTML) that a click loads: `start`, a page `first` linked from it and a page
 * `second` linked from `first` (home and the informational pages load without the framework,
 * ADR 0024, so a click there is a page load, not a chunk).
 */
async function threePages(): Promise<{
  start: ChunkedPage;
  first: ChunkedPage;
  second: ChunkedPage;
}> {
  const chunked: ChunkedPage[] = [];
  for (const page of pagesOf('se')) {
    const found = await chunkedPage(page.path, page.route);
    if (found) chunked.push(found);
  }
  for (const start of chunked)
    for (const first of chunked.filter((page) => page !== start && start.links.has(page.path))) {
      const second = chunked.find(
        (page) => page !== first && page !== start && first.links.has(page.path),
      );
      if (second) return { start, first, second };
    }
  throw new Error('no three Swedish public pages with chunks of their own, linked in a row');
}

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
    const { page, errors } = await openPage(start.path, {
      consent: 'denied',
      gone: [`**${first.chunk}`],
      test: context,
    });
    await servedAfterFreshLoad(page, first);
    await hydrated(page);
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
    const { start, first, second } = await threePages();
    // `first` comes back with the fresh load; `second` stays gone.
    const { page, errors } = await openPage(start.path, {
      consent: 'denied',
      gone: [`**${first.chunk}`, `**${second.chunk}`],
      test: context,
    });
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
    // Its chunk is still gone, so it stays the prerendered page; nothing loads it again.
    await page.waitForLoadState('networkidle');
    expect(documents.count, `no loop: ${log()}`).toBe(2);
    expect(await page.locator('h1').textContent()).toBe(second.title);
  });
});
