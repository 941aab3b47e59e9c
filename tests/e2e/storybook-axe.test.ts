/**
 * Every story of the built Storybook in all four countries (npm test builds it first with `npm run
 * build-storybook`): no console error or uncaught exception, no render failure or render loop,
 * the country's language, and no violation of axe's WCAG 2.2 AA rules. A failure names the story
 * and the country (.storybook/check-stories.ts). In the run's one chromium, several pages at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { checkBuiltStories } from '../../.storybook/check-stories.js';
import { browser } from './support/browser.js';

const built = join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json');

test(
  'every story in every country passes axe with no console error',
  { timeout: 300_000 },
  async () => {
    expect(existsSync(built), 'no built Storybook: run `npm run build-storybook` first').toBe(true);
    const { failures, stories } = await checkBuiltStories(await browser(), { axe: true });
    console.log(
      `[storybook] ${stories} stories checked in ${countryCodes.length} countries (${stories * countryCodes.length} views)`,
    );
    expect(stories).toBeGreaterThan(0);
    expect(failures, failures.join('\n')).toEqual([]);
  },
);
