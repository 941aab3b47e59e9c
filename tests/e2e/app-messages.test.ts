/**
 * The logged-in customer's messages are polled (spec 4 Messages: "Messages are polled every
 * 60 s unless a cookie user_messages is false"; issue 6: "paused while the tab is hidden"):
 * getUserMessages is asked again one period after the first read, not while the tab is hidden,
 * at once when it is shown again, and never when the cookie says false. Marking read is
 * app-overview.test.ts's. Olle (se) and Aino (fi), whom no test here changes: only reads.
 */
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { polling } from '../../generated/constants.js';
import { webUrl } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const USER_MESSAGES = '/service/payment/user-message';

/** The times getUserMessages is asked from now on. */
function watchReads(page: Page): number[] {
  const reads: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === USER_MESSAGES) reads.push(Date.now());
  });
  return reads;
}

/** Makes the tab hidden or visible again, as the browser does when the tab is switched. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    // As the browser fires it: at the document, bubbling to the window (where the query
    // library listens).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

describe.concurrent('the messages poll', () => {
  test(
    'se: again after 60 s, not while the tab is hidden, at once when it is shown',
    { timeout: 3 * polling.messagesPollMs + 60_000 },
    async (context) => {
      const { expect } = context;
      const { page } = await openLoggedIn('olle.strand@example.se', 'se', '/se/app', {
        test: context,
        waitUntil: 'load',
      });
      const reads = watchReads(page);
      await page.goto(new URL('/se/app/todo', webUrl()).href, { waitUntil: 'load' });
      await page.locator('h1', { hasText: textOf('se', 'route.appTodo.title') }).waitFor();
      await expect.poll(() => reads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      // The page's start may ask more than once (its data loader, then the feed itself); the
      // poll counts from the last of those: quiet for 5 s.
      await expect
        .poll(() => Date.now() - (reads.at(-1) ?? 0), { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(5_000);
      const started = reads.length;
      const last = reads.at(-1) ?? 0;
      // One period later it is asked again, and not before.
      await expect
        .poll(() => reads.length, { timeout: polling.messagesPollMs + 20_000, interval: 1000 })
        .toBeGreaterThan(started);
      const gap = (reads[started] ?? 0) - last;
      expect(gap).toBeGreaterThan(polling.messagesPollMs - 5_000);
      expect(gap).toBeLessThan(polling.messagesPollMs + 10_000);

      // Hidden for more than a period: nothing is asked.
      await setHidden(page, true);
      const hiddenAt = Date.now();
      await expect
        .poll(() => Date.now() - hiddenAt, {
          timeout: polling.messagesPollMs + 30_000,
          interval: 1000,
        })
        .toBeGreaterThan(polling.messagesPollMs + 10_000);
      expect(reads.filter((at) => at > hiddenAt + 1_000)).toEqual([]);

      // Shown again: asked at once.
      const shownAt = Date.now();
      await setHidden(page, false);
      await expect
        .poll(() => reads.filter((at) => at >= shownAt).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
    },
  );

  test(
    'fi: the cookie user_messages=false: the messages are never asked',
    { timeout: 120_000 },
    async (context) => {
      const { expect } = context;
      const { page } = await openLoggedIn('aino.korhonen@example.fi', 'fi', '/fi/app', {
        test: context,
        waitUntil: 'load',
      });
      const url = new URL(webUrl());
      await page
        .context()
        .addCookies([{ name: 'user_messages', value: 'false', domain: url.hostname, path: '/' }]);
      const reads = watchReads(page);
      // A fresh load: the app reads the cookie when it starts.
      await page.goto(new URL('/fi/app/todo', webUrl()).href, { waitUntil: 'load' });
      await page.locator('h1', { hasText: textOf('fi', 'route.appTodo.title') }).waitFor();
      // The payments data arrives (the page is drawn with it) and the messages are not asked.
      await page.locator('main .ov-list, main .ov-empty').first().waitFor();
      await page.reload({ waitUntil: 'load' });
      await page.locator('main .ov-list, main .ov-empty').first().waitFor();
      expect(reads).toEqual([]);
    },
  );
});
