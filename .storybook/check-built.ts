/**
 * Checks the built Storybook alone (check-stories.ts): `npx tsx .storybook/check-built.ts [--axe]`
 * after `npm run build-storybook`. CHROMIUM overrides the browser's path.
 */
import { chromium } from 'playwright-core';
import { countryCodes } from '../generated/countries/index.js';
import { checkBuiltStories } from './check-stories.js';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const { failures, stories } = await checkBuiltStories(browser, {
    axe: process.argv.includes('--axe'),
    pages: Number(process.env.PAGES ?? 8),
  });
  for (const failure of failures) console.error(failure);
  const views = stories * countryCodes.length;
  console.log(
    `${views - failures.length} of ${views} story views passed (${stories} stories × 4 countries)`,
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await browser.close();
}
