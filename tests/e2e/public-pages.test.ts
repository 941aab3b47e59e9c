/**
 * Every prerendered public page in every country, at a desktop and a mobile viewport: it loads
 * (200), its document speaks the country's language, it has one h1 and a title, nothing is
 * logged as an error (hydration mismatches and CSP refusals are errors), and axe finds nothing.
 * The list comes from the route table and the build plan, so a new page is covered by existing.
 * Each page is a first visit in a warm page (support/browser.ts openWarmPage): a fresh browser
 * context per page made these checks the CPU-bound half of the whole run.
 */
import { describe, expect, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { checkA11y } from './support/a11y.js';
import { openWarmPage, type Viewport } from './support/browser.js';
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
