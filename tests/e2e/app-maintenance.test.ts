/**
 * Maintenance in the logged-in area (spec 4 Messages: "If a Maintenance message exists it becomes
 * the maintenance message and error code 503 is set; when it disappears the page reloads"): a
 * customer with a logged-in page open sees the maintenance page within one messages poll of it
 * being switched on, and the page comes back by itself when it is switched off. A stack of its
 * own, so switching maintenance on never reaches the other files running on the shared sandbox.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test, type TestContext } from 'vitest';
import { polling } from '../../generated/constants.js';
import { checkA11y } from './support/a11y.js';
import { openPage } from './support/browser.js';
import { waitForLogin, withPersonaLinkLock } from './support/login.js';
import { askLoginLink } from './support/login-link.js';
import { startStack, type Stack } from './support/stack.js';
import { textOf } from './support/texts.js';

const TITLE = 'Planerat underhåll pågår';
const MESSAGE = 'Vi uppgraderar våra system och är snart tillbaka.';

let stack: Stack | undefined;

function running(): Stack {
  if (!stack) throw new Error('no stack');
  return stack;
}

async function setMaintenance(on: boolean): Promise<void> {
  const answer = await fetch(`${running().apiUrl.replace(/\/$/, '')}/sandbox/maintenance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(on ? { on, title: TITLE, message: MESSAGE } : { on }),
  });
  if (!answer.ok) throw new Error(`PUT /sandbox/maintenance: ${answer.status}`);
}

/** Logs Olle (se) in on this file's stack by his e-mail link, as a customer would. */
async function logIn(context: TestContext): Promise<Page> {
  const { webUrl } = running();
  const email = 'olle.strand@example.se';
  const link = await withPersonaLinkLock(email, () => askLoginLink(running(), email, 'se'), webUrl);
  const { page } = await openPage(new URL(link, webUrl).href, {
    consent: 'denied',
    waitUntil: 'load',
    test: context,
  });
  await waitForLogin(page, 'se');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  return page;
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await setMaintenance(false).catch(() => undefined);
  await stack?.close();
});

describe('maintenance while logged in', () => {
  test(
    'se: an open purchases page turns into the maintenance page, and back when it ends',
    { timeout: 2 * polling.messagesPollMs + 120_000 },
    async (context) => {
      const { expect } = context;
      const page = await logIn(context);
      const title = textOf('se', 'route.appPurchases.title');
      await page.goto(new URL('/se/app/purchases', running().webUrl).href, { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('h1').allTextContents(), { timeout: 30_000 })
        .toEqual([title]);

      await setMaintenance(true);
      // The next messages poll (at most one period away) finds the Maintenance message.
      await expect
        .poll(() => page.locator('h1').allTextContents(), {
          timeout: polling.messagesPollMs + 30_000,
          interval: 1000,
        })
        .toEqual([TITLE]);
      expect(await page.locator('main').textContent()).toContain(MESSAGE);
      await checkA11y(page);

      let reloaded = false;
      page.on('load', () => (reloaded = true));
      await setMaintenance(false);
      await expect
        .poll(() => reloaded, { timeout: polling.messagesPollMs + 30_000, interval: 1000 })
        .toBe(true);
      // Reloaded, still logged in: the purchases again.
      await expect
        .poll(() => page.locator('h1').allTextContents(), { timeout: 30_000 })
        .toEqual([title]);
      await page.locator('.pu-list').waitFor();
    },
  );
});
