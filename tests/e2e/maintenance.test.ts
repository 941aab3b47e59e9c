/**
 * Maintenance (spec 4 Messages, spec 2 Error page): a Maintenance global message puts every page
 * into the 503 page with the message's title and text; when it disappears, the page reloads
 * itself into the normal page. A stack of its own (sandbox and web server), so switching
 * maintenance on never reaches the other test files running against the shared sandbox.
 */
import { afterAll, beforeAll, describe, test } from 'vitest';
import { polling } from '../../generated/constants.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';

const TITLE = 'Planerat underhåll pågår';
const MESSAGE = 'Vi uppgraderar våra system och är snart tillbaka.';

let stack: Stack | undefined;

async function setMaintenance(on: boolean): Promise<void> {
  if (!stack) throw new Error('no stack');
  const answer = await fetch(`${stack.apiUrl.replace(/\/$/, '')}/sandbox/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(on ? { on, title: TITLE, message: MESSAGE } : { on }),
  });
  if (!answer.ok) throw new Error(`PUT /sandbox/maintenance: ${answer.status}`);
}

beforeAll(async () => {
  stack = await startStack();
  await setMaintenance(true);
});

afterAll(async () => {
  // Off again whatever happened, before the stack goes.
  await setMaintenance(false).catch(() => undefined);
  await stack?.close();
});

describe('maintenance', () => {
  test.concurrent.for(['se', 'no', 'fi', 'dk'] as const)(
    'the %s home shows the maintenance page with the message’s title, axe clean',
    { timeout: 120_000 },
    async (country, context) => {
      const { expect } = context;
      const home = pagesOf(country)[0];
      if (!home) throw new Error(`no public page of ${country} in the build`);
      if (!stack) throw new Error('the maintenance stack did not start');
      // `load`: the page polls the messages feed, and a loaded machine is slow to go quiet.
      const { page, errors } = await openPage(`${stack.webUrl}${home.path}`, {
        consent: 'denied',
        waitUntil: 'load',
        test: context,
      });
      await expect
        .poll(() => page.locator('h1').allTextContents(), { timeout: 30_000 })
        .toEqual([TITLE]);
      expect(await page.locator('main').textContent()).toContain(MESSAGE);
      await checkA11y(page);
      expect(errors).toEqual([]);
    },
  );

  test(
    'when the maintenance message is gone, the page reloads itself into the normal page',
    { timeout: polling.messagesPollMs + 90_000 },
    async (context) => {
      const { expect } = context;
      const home = pagesOf('se')[0];
      if (!home) throw new Error('no Swedish public page in the build');
      if (!stack) throw new Error('the maintenance stack did not start');
      const { page } = await openPage(`${stack.webUrl}${home.path}`, {
        consent: 'denied',
        waitUntil: 'load',
        test: context,
      });
      await expect
        .poll(() => page.locator('h1').allTextContents(), { timeout: 30_000 })
        .toEqual([TITLE]);
      let reloaded = false;
      page.on('load', () => (reloaded = true));
      await setMaintenance(false);
      // The next poll (at most 60 s away) finds no maintenance message and reloads.
      await expect
        .poll(() => reloaded, { timeout: polling.messagesPollMs + 15_000, interval: 1000 })
        .toBe(true);
      await page.waitForLoadState('load');
      await expect
        .poll(() => page.locator('h1').allTextContents(), { timeout: 30_000 })
        .toHaveLength(1);
      expect(await page.locator('h1').allTextContents()).not.toContain(TITLE);
    },
  );
});
