/**
 * Consent-gated tracking (spec 4 and 9): nothing reaches `window.dataLayer` before the visitor
 * chooses; accepting sends the page view at once and on every later load; declining keeps the
 * data layer empty, also after a reload. Buttons are found by their texts, as people find them.
 * The Tag Manager container loads only when the web server names one and the visitor consents,
 * allowed by the Content-Security-Policy for its origin alone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { TAG_MANAGER_ORIGIN } from '../../runtime/shared/tracking/tag-manager.js';
import { openPage } from './support/browser.js';
import { clientDir } from './support/build.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';
import { e2eRateLimits } from './support/stack.js';

const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event ?? '?'),
  );

/**
 * The cookie banner's button, once the banner is drawn (it comes with hydration: counting it at
 * once could find none on a loaded machine).
 */
async function bannerButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).first();
  await button.waitFor({ state: 'visible', timeout: 15_000 });
  return button;
}

describe.concurrent.each(countryCodes)('tracking consent in %s', (country) => {
  const [home] = pagesOf(country);
  const path = home?.path ?? `/${country}`;

  test('accepting sends the page view, now and after a reload', async (context) => {
    // Concurrent tests take expect from their context, so polls and failures are their own.
    const { expect } = context;
    const { page, errors } = await openPage(path, { test: context });
    expect(await events(page), 'before any choice').toEqual([]);
    await (await bannerButton(page, textOf(country, 'footer.cookieBanner.accept'))).click();
    await expect.poll(() => events(page), { message: 'after accepting' }).toContain('page_view');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => events(page), { message: 'after a reload' }).toContain('page_view');
    expect(errors, 'console errors').toEqual([]);
  });

  test('declining keeps the data layer empty, also after a reload', async (context) => {
    const { expect } = context;
    const { page } = await openPage(path, { test: context });
    await (await bannerButton(page, textOf(country, 'footer.cookieBanner.reject'))).click();
    // The banner closing is the sign the choice was taken; then no event may have been pushed.
    await expect
      .poll(() =>
        page.getByRole('button', { name: textOf(country, 'footer.cookieBanner.reject') }).count(),
      )
      .toBe(0);
    expect(await events(page)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await events(page), 'after a reload').toEqual([]);
  });
});

describe('Tag Manager container', () => {
  const container = 'GTM-E2ETEST';
  let withContainer: RunningWebServer;
  beforeAll(async () => {
    withContainer = await startWebServer({
      buildDir: clientDir,
      apiOrigin: inject('apiUrl'),
      port: 0,
      tagManagerId: container,
      rateLimits: e2eRateLimits,
    });
  });
  afterAll(() => withContainer.close());

  /** Answers the container's script from here (no network in tests); it marks that it ran. */
  const serveContainer = (page: Page, asked: string[]) =>
    page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__containerRan = true;',
      });
    });

  test('configured: loads after consent, allowed by the policy for its origin only', async (context) => {
    const { expect } = context;
    const { page, response, cspViolations } = await openPage(`${withContainer.url}/se`, {
      test: context,
    });
    const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toContain(TAG_MANAGER_ORIGIN);
    expect(scriptSrc).not.toContain('unsafe-inline');
    const asked: string[] = [];
    await serveContainer(page, asked);
    await page.waitForTimeout(300);
    expect(asked, 'nothing before consent').toEqual([]);
    await (await bannerButton(page, textOf('se', 'footer.cookieBanner.accept'))).click();
    await expect.poll(() => asked).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=${container}`]);
    await expect
      .poll(() => page.evaluate(() => (window as { __containerRan?: boolean }).__containerRan))
      .toBe(true);
    expect(await events(page)).toContain('gtm.js');
    expect(cspViolations, 'Content-Security-Policy reports').toEqual([]);
  });

  test('configured: declining loads nothing', async (context) => {
    const { expect } = context;
    const { page } = await openPage(`${withContainer.url}/se`, { test: context });
    const asked: string[] = [];
    await serveContainer(page, asked);
    await (await bannerButton(page, textOf('se', 'footer.cookieBanner.reject'))).click();
    await page.reload({ waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
  });

  test('not configured: nothing is loaded, nothing allowed, even with consent', async (context) => {
    const { expect } = context;
    const { page, response } = await openPage('/se', { consent: 'granted', test: context });
    expect(response?.headers()['content-security-policy']).not.toContain(TAG_MANAGER_ORIGIN);
    const asked: string[] = [];
    await serveContainer(page, asked);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => events(page)).toContain('page_view');
    expect(asked).toEqual([]);
    expect(await events(page)).not.toContain('gtm.js');
  });
});
