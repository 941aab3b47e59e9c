/**
 * WCAG 2.2.1 Timing adjustable (issue 19): two minutes before the 15-minute inactivity logout the
 * customer is warned in an alertdialog (focus moved to "stay logged in", the text read out with
 * it) and can stay with one press, a real call through the web server that renews the session
 * there and at the API, or log out. The page's timers run on page.clock: nobody waits 13 minutes.
 * Only reads: no persona's data is changed.
 */
import { describe, test } from 'vitest';
import { getCustomerInfoPath } from '../../generated/api/calls/getCustomerInfo.js';
import { session } from '../../generated/constants.js';
import { openAs } from './support/login.js';
import { t, textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;
/** Just before the warning is due: the session's end less the warning's lead, less a minute. */
const BEFORE_WARNING_MS = session.inactivityTimeoutMs - session.timeoutWarningMs - 60_000;
/** From there until just after the warning is due. */
const TO_WARNING_MS = 61_000;
/** The modal moves focus in after its opening settles (timing.focusTrapDelaysMs). */
const SETTLE_MS = 1_000;

describe('the session timeout warning', { timeout: 120_000 }, () => {
  test('warns ahead of the logout; staying renews the session, logout logs out', async (context) => {
    const { expect } = context;
    const { page, errors } = await openAs(
      context,
      'erik.sandberg@example.se',
      'se',
      '/se/app/payments-overview',
      { fakeClock: true },
    );
    const warning = page.getByRole('alertdialog', {
      name: textOf('se', 'common.timeoutWarning.title'),
    });
    const stay = warning.getByRole('button', {
      name: textOf('se', 'common.timeoutWarning.extend'),
    });

    await page.clock.runFor(BEFORE_WARNING_MS);
    expect(await warning.count(), 'no warning a minute before it is due').toBe(0);
    await page.clock.runFor(TO_WARNING_MS);
    await warning.waitFor(POLL);
    await page.clock.runFor(SETTLE_MS);

    // Announced: the dialog's description is the text saying when the logout comes.
    const body = await t('se', 'common.timeoutWarning.body', {
      minutes: session.timeoutWarningMs / 60_000,
    });
    const describedBy = await warning.getAttribute('aria-describedby');
    expect(describedBy, 'the dialog has a description').not.toBeNull();
    expect((await page.locator(`[id="${describedBy}"]`).textContent())?.trim()).toBe(body);
    // Focus is in the dialog, on staying logged in.
    await expect
      .poll(() => stay.evaluate((button) => button === document.activeElement), POLL)
      .toBe(true);

    // One press: a call of the customer's own (not a background poll) renews the session.
    const renewal = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === getCustomerInfoPath() &&
        request.headers()['x-background-call'] === undefined,
    );
    await page.keyboard.press('Enter');
    expect((await (await renewal).response())?.status(), 'the renewing call').toBe(200);
    await warning.waitFor({ state: 'detached', ...POLL });
    expect(new URL(page.url()).pathname, 'still on the page').toBe('/se/app/payments-overview');

    // The renewed session is warned of again only when its own end comes near.
    await page.clock.runFor(BEFORE_WARNING_MS);
    expect(await warning.count(), 'no warning early in the renewed session').toBe(0);
    await page.clock.runFor(TO_WARNING_MS);
    await warning.waitFor(POLL);
    await page.clock.runFor(SETTLE_MS);
    await warning
      .getByRole('button', { name: textOf('se', 'common.timeoutWarning.logout') })
      .click();
    await page.waitForURL((url) => url.pathname === '/se/login', POLL);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === '__Host-logged-in')).toBe(false);
    expect(errors).toEqual([]);
  });
});
