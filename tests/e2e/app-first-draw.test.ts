/**
 * A logged-in page is drawn whole at once (runtime/shared/prefetch/prefetch.ts): the greeting, the
 * payments due, the lists and the update notice arrive with the first draw, so nothing pushes
 * the page down afterwards. Measured as the browser does for Lighthouse's layout shift: the sum
 * of the layout-shift entries of the load, none of them after input.
 */
import { describe, test } from 'vitest';
import type { CountryCode } from '../../generated/countries/index.js';
import { openLoggedIn } from './support/login.js';

/** Records every layout shift and when the home's parts first appeared. */
const observe = () => {
  const record = { shifts: [] as number[], firstDraw: {} as Record<string, boolean> };
  (window as unknown as { __firstDraw: typeof record }).__firstDraw = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) record.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  // The parts present when the page's heading is first drawn.
  const watcher = new MutationObserver(() => {
    if (!document.querySelector('.ov-page h1')) return;
    for (const selector of ['.ov-lead', '.ov-due', '.ov-section', '.global-updates'])
      record.firstDraw[selector] = document.querySelector(selector) !== null;
    watcher.disconnect();
  });
  watcher.observe(document, { subtree: true, childList: true });
};

const personas: [CountryCode, string][] = [
  ['se', 'erik.sandberg@example.se'],
  ['no', 'ola.nordmann@example.no'],
];

describe.concurrent('the logged-in home is drawn whole', () => {
  test.for(personas)(
    '%s: no layout shift as its data arrives',
    async ([country, email], context) => {
      const { expect } = context;
      const { page } = await openLoggedIn(email, country, `/${country}/app`, { test: context });
      await page.addInitScript(observe);
      await page.reload({ waitUntil: 'networkidle' });
      // Quiet for a moment more, so a late answer would have shifted the page by now.
      await page.waitForTimeout(1_000);
      const record = await page.evaluate(
        () =>
          (window as unknown as { __firstDraw: { shifts: number[]; firstDraw: object } })
            .__firstDraw,
      );
      expect(record.firstDraw).toEqual({
        '.ov-lead': true,
        '.ov-due': true,
        '.ov-section': true,
        // The seeded global update of every country (sandbox/seed/personas.ts).
        '.global-updates': true,
      });
      const total = record.shifts.reduce((sum, value) => sum + value, 0);
      expect(total).toBeLessThan(0.01);
    },
  );
});
