/**
 * A logged-in page's HTML (runtime/server/spa-fallback.ts) in the browser: it is in the
 * country's language, and the API reads it names ahead (app/data/first-draw-reads.ts) are the
 * ones the page makes: each is read once, by the preload, and handed to the page's own request
 * (a path the page did not read would make Chromium warn that a preload went unused; a read the
 * page made another way would be a second request).
 */
import { describe, test } from 'vitest';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { firstDrawReadPaths } from '../../runtime/shared/api/first-draw-reads.js';
import { openLoggedIn } from './support/login.js';

const personas: [CountryCode, string][] = [
  ['se', 'erik.sandberg@example.se'],
  ['no', 'ola.nordmann@example.no'],
  ['fi', 'mikko.virtanen@example.fi'],
  ['dk', 'freja.nielsen@example.dk'],
];

/** Chromium's console warning for a preload the page never asked for. */
const unusedPreload = /preload(ed)? .*not used/i;

describe.concurrent('a logged-in page reads its first-draw data once, named in its HTML', () => {
  test.for(personas)('%s', async ([country, email], context) => {
    const { expect } = context;
    const { page, errors } = await openLoggedIn(email, country, `/${country}/app`, {
      test: context,
    });
    const requests: { path: string; type: string }[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/service/'))
        requests.push({ path: url.pathname, type: request.resourceType() });
    });
    page.on('console', (message) => {
      if (unusedPreload.test(message.text())) warnings.push(message.text());
    });
    // A fresh document load of the page, as a customer opening it (the login went before).
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(countryLocale[country]);
    await expect.poll(() => page.locator('.ov-page h1').isVisible()).toBe(true);
    // Chromium warns of an unused preload some seconds after the load event.
    await page.waitForTimeout(3_500);

    const reads = firstDrawReadPaths(country, true);
    for (const path of reads) {
      const made = requests.filter((request) => request.path === path);
      // The preload reads it first (Chromium reports a <link> preload as "other")...
      expect(made[0], path).toEqual({ path, type: 'other' });
      // ...and the page's fetch takes that answer: no second read during the load (the global
      // messages' watcher, started with the answer the page was drawn with, asks a minute later).
      expect(made, path).toHaveLength(1);
    }
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });
});
