/**
 * Error recovery in the browser (spec 8): a code chunk that fails to load (gone after a deploy)
 * reloads the page once, and not again within 60 seconds, so a broken deploy cannot loop.
 */
import { describe, test } from 'vitest';
import { openPage, webUrl } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

/** The page module chunk a prerendered page names, e.g. /assets/payment-options-AbC123.js. */
async function pageChunk(path: string, route: string): Promise<string | undefined> {
  const html = await (await fetch(`${webUrl()}${path}`)).text();
  const chunk = new RegExp(`/assets/${route}-[\\w-]+\\.js`);
  return chunk.exec(html)?.[0];
}

describe.concurrent('chunk load failure', () => {
  test('a page whose code chunk fails reloads once, then not again', async (context) => {
    const { expect } = context;
    const [home, ...others] = pagesOf('se');
    if (!home) throw new Error('no Swedish public page in the build');
    const homeHtml = await (await fetch(`${webUrl()}${home.path}`)).text();
    // A page linked from home whose chunk is its own (found in its prerendered HTML).
    let target: { path: string; chunk: string } | undefined;
    for (const page of others) {
      if (page.route === home.route || !homeHtml.includes(`href="${page.path}"`)) continue;
      const chunk = await pageChunk(page.path, page.route);
      if (chunk) {
        target = { path: page.path, chunk };
        break;
      }
    }
    if (!target)
      throw new Error(`no Swedish public page linked from ${home.path} with a chunk of its own`);

    // The chunk is gone, as after a deploy, from the start: home's preload of it fails quietly
    // (once loaded, a module stays in the page and a later 404 would change nothing).
    const { page, errors } = await openPage(home.path, {
      consent: 'denied',
      gone: [`**${target.chunk}`],
      // A page that reloads over and over never gets a quiet network; `load` lets us count.
      waitUntil: 'load',
      test: context,
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    const reloads = () =>
      `${documents} reload(s) (page errors: ${errors.slice(-4).join(' | ') || 'none'})`;
    // Home preloads the linked page's module; its failure alone must not start a reload loop.
    await page.waitForTimeout(3000);
    expect(documents, `reloads before any click: ${reloads()}`).toBeLessThanOrEqual(1);

    const link = page.locator(`a[href="${target.path}"]`).first();
    expect(await link.count(), `a link from ${home.path} to ${target.path}`).toBeGreaterThan(0);
    await link.click();
    await expect.poll(() => documents, { message: 'reloaded once', timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('load');
    // Until React has taken the reloaded page over, a link is a plain link (a page load the app
    // has no say in); the guard is the app's, so click once it runs.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
          ),
        // expect.poll's own second is too short for a reload to hydrate on a loaded CI machine.
        { timeout: 15_000 },
      )
      .toBe(true);
    // The same failure again within 60 s: no second reload; the error page says so, with a way
    // home (spec 8: the unexpected-error fallback).
    await page.locator(`a[href="${target.path}"]`).first().click();
    await page.waitForTimeout(3000);
    expect(documents, `no second reload within 60 s: ${reloads()}`).toBe(1);
    await expect
      .poll(() => page.locator('h1').textContent(), { message: 'the error page', timeout: 10_000 })
      .toBe(textOf('se', 'error.unexpected.title'));
    expect(
      await page.getByRole('link', { name: textOf('se', 'error.unexpected.link') }).count(),
      'a way home',
    ).toBeGreaterThan(0);
  });
});
