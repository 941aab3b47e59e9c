/**
 * Every prerendered public page in every country at a desktop viewport (the mobile viewport is
 * public-pages-mobile.test.ts): status, language, one h1, a title, no errors, axe clean
 * (support/public-page-checks.ts). The list comes from the route table and the build plan, so a
 * new page is covered by existing.
 */
import { describe, expect, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { pagesOf } from './support/pages.js';
import { publicPageTests } from './support/public-page-checks.js';

describe.concurrent.each(countryCodes)('public pages of %s', (country) => {
  test('has prerendered pages', () => {
    expect(pagesOf(country).length, `prerendered pages of ${country}`).toBeGreaterThan(0);
  });
});

publicPageTests('desktop');
