/**
 * Every prerendered public page in every country, at a desktop and a mobile viewport: it loads
 * (200), its document speaks the country's language, it has one h1 and a title, nothing is
 * logged as an error (hydration mismatches and CSP refusals are errors), and axe finds nothing.
 * The list comes from the route table and the build plan, so a new page is covered by existing.
 * Each page is a first visit in a warm page (support/browser.ts openWarmPage): a fresh browser
 * context per page made these checks the CPU-bound half of the whole run.
 */
import { describe, expect, test } from 'vitest';
import { contentEntry } from '../../generated/content/entries.js';
import { countryCodes, countryLocale } from '../../generated/countries/index.js';
import { serverConfig } from '../../runtime/server/config.js';
import { checkA11y } from './support/a11y.js';
import { openPage, openWarmPage, type Viewport } from './support/browser.js';
import { pagesOf } from './support/pages.js';

const viewports: readonly Viewport[] = ['desktop', 'mobile'];

describe.concurrent.each(countryCodes)('public pages of %s', (country) => {
  const pages = pagesOf(country);
  test('has prerendered pages', () => {
    expect(pages.length, `prerendered pages of ${country}`).toBeGreaterThan(0);
  });

  describe.concurrent.each(viewports)('%s', (viewport) => {
    test.for(pages)('$path', async ({ path, lang }, context) => {
      const { page, response, errors, cspViolations } = await openWarmPage(path, {
        viewport,
        test: context,
      });
      // Soft: one run reports every broken promise of the page, not only the first.
      const soft = context.expect.soft;
      soft(response?.status(), 'status').toBe(200);
      soft(await page.locator('html').getAttribute('lang'), '<html lang>').toBe(lang);
      soft(await page.locator('h1').count(), 'number of h1').toBe(1);
      soft((await page.title()).trim(), '<title>').not.toBe('');
      soft(cspViolations, 'CSP violations').toEqual([]);
      soft(errors, 'console errors').toEqual([]);
      await checkA11y(page);
    });
  });
});

// Each country's home is its own: the prerendered home of /no, /fi and /dk once drew the Swedish
// content with links into /se (its loader read the country from React Router's `/no.data`).
describe.concurrent.each(countryCodes)('the home of %s', (country) => {
  const home = contentEntry('home', countryLocale[country]).content;

  test('speaks its language and links within its country only', async (context) => {
    const { expect } = context;
    const { page } = await openWarmPage(`/${country}`, { viewport: 'desktop', test: context });
    expect(await page.locator('h1').textContent()).toBe(home.title);
    expect(await page.locator('main').textContent()).toContain(home.intro);
    // Every link to a page of this site, in the page and in its header and footer; only the
    // country selector (a dialog, closed) leads to the other countries.
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links
          .filter((link) => !link.closest('dialog'))
          .map((link) => link.getAttribute('href') ?? ''),
      );
    const pages = hrefs.filter((href) => !href.startsWith('/download/'));
    expect(pages.length, 'links to pages').toBeGreaterThan(0);
    for (const href of pages)
      expect(href, 'a link of the page').toMatch(new RegExp(`^/${country}(?:/|$|[?#])`));
  });

  test('its login link opens the login of its country, and the locale stays', async (context) => {
    const { expect } = context;
    const login = home.sections
      .flatMap((section) => section.links ?? [])
      .find((link) => 'page' in link && link.page === 'login');
    expect(login, 'the home content links to the login').toBeDefined();
    const { page, errors } = await openPage(`/${country}`, { consent: 'denied', test: context });
    await page.locator('main').getByRole('link', { name: login?.text }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe(`/${country}/login`);
    const cookies = await page.context().cookies();
    const locale = cookies.find((cookie) => cookie.name === serverConfig.localeCookie);
    expect(locale?.value, 'the locale cookie').toBe(country);
    expect(errors, 'console errors').toEqual([]);
  });
});
