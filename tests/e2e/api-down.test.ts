/**
 * The provider API unreachable (spec 8, 504): a second web server in front of the same build,
 * pointed at a closed port. The proxy answers 504 problems; a public page that asks the API (the
 * private-loan calculator) still loads and shows its own content, falling back, not an error page;
 * the failed global messages feed shows fetch alert 504 with its reload, once.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { openPage } from './support/browser.js';
import { clientDir } from './support/build.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

/** A port nothing listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let down: RunningWebServer;
beforeAll(async () => {
  const apiOrigin = `http://127.0.0.1:${await closedPort()}`;
  down = await startWebServer({ buildDir: clientDir, apiOrigin, port: 0 });
});
afterAll(() => down.close());

describe.concurrent('with the API down', () => {
  test('the proxy answers 504', async ({ expect }) => {
    const answer = await fetch(`${down.url}/service/loan/partnerIntervals`);
    expect(answer.status).toBe(504);
  });

  test('a public page shows fetch alert 504 with its reload once, however often the feed fails', async (context) => {
    const { expect } = context;
    const home = pagesOf('se')[0];
    if (!home) throw new Error('no Swedish public page in the build');
    // The global messages feed is the data every page asks for; it fails with the API down.
    const { page } = await openPage(`${down.url}${home.path}`, {
      consent: 'denied',
      waitUntil: 'load',
      test: context,
    });
    const alert = page.getByRole('alert');
    // The feed is asked once the page is drawn (its code loads then), and fails: allow for a
    // loaded machine.
    const shown = { timeout: 10_000 };
    await expect
      .poll(() => alert.textContent(), shown)
      .toContain(textOf('se', 'error.fetchAlert.504'));
    const reload = alert.getByRole('button', { name: textOf('se', 'error.fetchAlert.reload') });
    expect(await reload.count()).toBe(1);
    // Coming back to the tab asks the feed again at once; it fails again, and no second alert.
    const askedAgain = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/service/') && response.status() === 504,
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await askedAgain;
    // The failure's alert, if any, is drawn by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(await page.locator('.alert-bar .alert').count()).toBe(1);
    await reload.click();
    await page.waitForLoadState('load');
    await expect
      .poll(() => alert.textContent(), shown)
      .toContain(textOf('se', 'error.fetchAlert.504'));
  });

  test.for(['se', 'fi'] as const)(
    'the %s private-loan page, which asks the API, still shows itself',
    async (country, context) => {
      const { expect } = context;
      const loan = pagesOf(country).find((page) => page.route === 'private-loan');
      if (!loan)
        throw new Error(`no ${country} private-loan page (runtime/routes/pages/private-loan.tsx)`);
      const { page, errors } = await openPage(`${down.url}${loan.path}`, {
        consent: 'denied',
        waitUntil: 'load',
        test: context,
      });
      let apiCalls = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/service/')) apiCalls += 1;
      });
      await page.reload({ waitUntil: 'load' });
      // Not networkidle: a page retrying the API would never let the network go quiet. The
      // calculator, refused by the proxy, says the partner cannot be reached and shows no price.
      await expect
        .poll(() => page.locator('.pp-calc-result').textContent(), { timeout: 15_000 })
        .toContain(textOf(country, 'page.privateLoan.calculator.unreachable'));
      expect(await page.locator('.pp-calc-monthly, .pp-calc-result dl, .pp-example').count()).toBe(
        0,
      );
      // Not vacuous: the page did ask the API and got its 504.
      expect(apiCalls, 'calls to /service/').toBeGreaterThan(0);
      const h1 = await page.locator('h1').allTextContents();
      expect(h1, 'not the error page').not.toContain(textOf(country, 'error.page.504.title'));
      expect(h1.length, `one h1 (after ${apiCalls} API calls)`).toBe(1);
      // Failed API calls are the expected 504s; nothing else may go wrong.
      expect(
        errors.filter((error) => !/status of 504/.test(error)),
        'page errors',
      ).toEqual([]);
    },
  );
});
