/**
 * Error recovery in the browser (spec 8): a code chunk that fails to load (gone after a deploy)
 * loads the page the visitor asked for afresh, once, and not again within 60 seconds, so a broken
 * deploy cannot loop. The 60 seconds pass on the page's fake clock, not in the test's time.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { openPage, webUrl } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

/** The page module chunk a prerendered page names, e.g. /assets/payment-options-AbC123.js. */
async function pageChunk(path: string, route: string): Promise<string | undefined> {
  const html = await (await fetch(`${webUrl()}${path}`)).text();
  const chunk = new RegExp(`/assets/${route}-[\\w-]+\\.js`);
  return chunk.exec(html)?.[0];
}

/** The page's h1 as prerendered. */
async function prerenderedTitle(path: string): Promise<string | undefined> {
  const html = await (await fetch(`${webUrl()}${path}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/**
 * Home and a page linked from it whose chunk is its own (named in its prerendered HTML): the
 * link to follow and the chunk to take away.
 */
async function homeAndTarget(): Promise<{
  home: string;
  path: string;
  chunk: string;
  title: string;
}> {
  const [home, ...others] = pagesOf('se');
  if (!home) throw new Error('no Swedish home page in the build plan');
  for (const page of others) {
    if (page.route === home.route) continue;
    const chunk = await pageChunk(page.path, page.route);
    const title = await prerenderedTitle(page.path);
    if (chunk && title) return { home: home.path, path: page.path, chunk, title };
  }
  throw new Error('no second Swedish public page with a chunk of its own');
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    // A reloaded page hydrates in well under a second, but not always on a loaded CI machine.
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

describe.concurrent('chunk load failure', () => {
  test('a click whose page chunk fails loads the page asked for, not the one left', async (context) => {
    const { expect } = context;
    const target = await homeAndTarget();
    // The chunk is gone, as after a deploy, until the page is loaded afresh: then the new build
    // (here: the same one) serves it.
    let deployed = false;
    const { page, errors } = await openPage(target.home, { consent: 'denied', test: context });
    await page.route(`**${target.chunk}`, (route) =>
      deployed ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
    );
    await hydrated(page);
    const documents = countDocuments(page);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === target.path)
        deployed = true;
    });

    await page.locator(`a[href="${target.path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === target.path, { waitUntil: 'load' });
    await hydrated(page);
    expect(documents.count, 'one page load').toBe(1);
    expect(await page.locator('h1').textContent(), 'the page asked for').toBe(target.title);
    expect(
      errors.filter((error) => !/status of 404/.test(error)),
      'page errors besides the gone chunk',
    ).toEqual([]);
  });

  test('a chunk that stays gone: one page load, the error page, and again only after 60 s', async (context: TestContext) => {
    const { expect } = context;
    const target = await homeAndTarget();
    const { page, errors } = await openPage(target.home, {
      consent: 'denied',
      gone: [`**${target.chunk}`],
      // A page that reloads over and over never gets a quiet network; `load` lets us count.
      waitUntil: 'load',
      test: context,
    });
    // The page's clock from here on is the test's: 60 s pass when the test says so.
    await page.clock.install();
    await page.goto(page.url(), { waitUntil: 'load' });
    await hydrated(page);
    const documents = countDocuments(page);
    const errorTitle = textOf('se', 'error.unexpected.title');
    const log = () => `${documents.count} page load(s), errors: ${errors.slice(-3).join(' | ')}`;

    // The click loads the page asked for; its own chunk is still gone, and a second load within
    // 60 s is refused: the error page shows, with a way home (spec 8, unexpected error).
    await page.locator(`a[href="${target.path}"]`).first().click();
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000, message: log() })
      .toBe(errorTitle);
    expect(new URL(page.url()).pathname, 'on the page asked for').toBe(target.path);
    expect(documents.count, `one page load: ${log()}`).toBe(1);
    expect(
      await page.getByRole('link', { name: textOf('se', 'error.unexpected.link') }).count(),
      'a way home',
    ).toBeGreaterThan(0);

    // A minute later the visitor loads the page again: the failure may reload once more (the
    // visitor's load and one of the app's), and then the error page again, no loop.
    await page.clock.fastForward(61_000);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => documents.count, { timeout: 15_000, message: log() }).toBe(3);
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000, message: log() })
      .toBe(errorTitle);
    await page.waitForLoadState('networkidle');
    expect(documents.count, `no further load: ${log()}`).toBe(3);
  });
});
