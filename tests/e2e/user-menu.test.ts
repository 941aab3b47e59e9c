/**
 * The logged-in user menu (spec 2 "Header and menus") in Chromium against the sandbox:
 * - by keyboard: opened from the header with Enter, every entry reached with Tab (a disclosure
 *   navigation: links and buttons in the tab order, no arrow-key roving), a group folded and
 *   unfolded with Enter, an entry activated with Enter (the route changes, the menu closes),
 *   Escape closes it and gives focus back to the toggle;
 * - its entries as the spec hides them per country and account state, for personas chosen for
 *   it, with axe (WCAG 2.2 A and AA) passing while it is open in every country;
 * - the swipe: on a phone and a tablet a left swipe of 90 px or more closes it, 89 px or a
 *   vertical swipe does not.
 * Only reads: no persona's data is changed.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import type { CountryCode } from '../../generated/countries/index.js';
import { checkA11y } from './support/a11y.js';
import type { Viewport } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

function menuOf(page: Page, country: CountryCode) {
  // Found by what it controls: its name says open or close.
  const toggle = page.locator('button[aria-controls="user-menu"]');
  const menu = page.getByRole('navigation', { name: textOf(country, 'menu.label') });
  return { toggle, menu };
}

async function openByKeyboard(expect: ExpectStatic, page: Page, country: CountryCode) {
  const { toggle, menu } = menuOf(page, country);
  await toggle.waitFor(POLL);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => menu.isVisible(), { ...POLL, message: 'menu open' }).toBe(true);
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  return { toggle, menu };
}

/** The menu's links as paths, in order, and its entries' names. */
const hrefsIn = (menu: Locator) =>
  menu
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

const link = (menu: Locator, country: CountryCode, id: string) =>
  menu.getByRole('link', { name: new RegExp(`^${textOf(country, id)}`) });

describe('user menu by keyboard', { concurrent: true, timeout: 120_000 }, () => {
  test('every entry by Tab, groups by Enter, Enter follows a link and closes (se)', async (context) => {
    const { expect } = context;
    // A page without a back link: the back link takes the toggle's place (spec 2).
    const { page, errors } = await openLoggedIn(
      'erik.sandberg@example.se',
      'se',
      '/se/app/payments-overview',
      { test: context },
    );
    const { toggle, menu } = await openByKeyboard(expect, page, 'se');
    // Focus moves into the menu, onto its first entry.
    const home = link(menu, 'se', 'menu.home');
    await expect.poll(() => isFocused(home), { ...POLL, message: 'focus on Home' }).toBe(true);

    // Tab visits every link and button of the menu in order, then leaves it.
    const entries = menu.locator('a[href], button');
    const all = await entries.evaluateAll((elements) =>
      elements.map((element) => element.textContent?.trim() ?? ''),
    );
    const visited: string[] = [];
    for (let press = 0; press < all.length + 2; press++) {
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('#user-menu') ? (active.textContent?.trim() ?? '') : null;
      });
      if (inside === null) break;
      visited.push(inside);
      await page.keyboard.press('Tab');
    }
    expect(visited).toEqual(all);
    // Shift+Tab comes back into it, to the last entry (logout).
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(menu.getByRole('button', { name: textOf('se', 'menu.logout') }))).toBe(
      true,
    );

    // A group folds and unfolds with Enter, saying so with aria-expanded.
    const profile = menu.getByRole('button', { name: textOf('se', 'menu.myProfile') });
    const information = link(menu, 'se', 'menu.profile.information');
    await profile.focus();
    await page.keyboard.press('Enter');
    expect(await profile.getAttribute('aria-expanded')).toBe('false');
    expect(await information.count(), 'folded: its entries are gone').toBe(0);
    await page.keyboard.press('Enter');
    expect(await profile.getAttribute('aria-expanded')).toBe('true');

    // Escape closes it and focus is back on the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count(), { ...POLL, message: 'closed by Escape' }).toBe(0);
    expect(await isFocused(toggle), 'focus back on the toggle').toBe(true);

    // Enter on an entry follows it: the route changes and the menu closes. Home: a page with
    // the toggle (elsewhere a back link takes its place).
    await openByKeyboard(expect, page, 'se');
    await home.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/se/app', POLL);
    await expect.poll(() => menu.count(), { ...POLL, message: 'closed on the new route' }).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});

interface MenuCase {
  readonly country: CountryCode;
  readonly email: string;
  readonly path: string;
  /** What the spec says of this customer's menu, checked on the open menu. */
  readonly check: (expect: ExpectStatic, menu: Locator, hrefs: string[]) => Promise<void>;
}

const privateLoan = (country: CountryCode, hrefs: string[]) =>
  hrefs.includes(`/${country}/app/private-loan`);
const insurance = (hrefs: string[]) =>
  hrefs.filter((href) => /\/app\/(my-insurance\/|connected-ppis|ppi$)/.test(href));

const cases: readonly MenuCase[] = [
  {
    // Sweden: private loan offered; a refund on its way, confirmed already, waits for nothing,
    // so the refund entry has no count (app-autopay-refund.test.ts counts refunds to confirm);
    // not a purchase or invoice route, so support only, no customer-service option.
    country: 'se',
    email: 'lars@example.com',
    path: '/se/app/payments-overview',
    check: async (expect, menu, hrefs) => {
      expect(privateLoan('se', hrefs)).toBe(true);
      expect(await link(menu, 'se', 'menu.refund').textContent()).not.toMatch(/\d/);
      expect(await link(menu, 'se', 'menu.customerService').count()).toBe(0);
    },
  },
  {
    // Ppi on two kontos: My insurance to the connected ppis.
    country: 'se',
    email: 'maja.ek@example.se',
    path: '/se/app/payments-overview',
    check: async (expect, _menu, hrefs) => {
      expect(insurance(hrefs)).toEqual(['/se/app/connected-ppis']);
    },
  },
  {
    // No konto at all: neither insurance entry; one due monthly account: straight to it.
    country: 'no',
    email: 'ola.nordmann@example.no',
    path: '/no/app/payments-overview',
    check: async (expect, menu, hrefs) => {
      expect(insurance(hrefs)).toEqual([]);
      expect(await link(menu, 'no', 'menu.account.monthly').getAttribute('href')).toMatch(
        /^\/no\/app\/account\/[a-z]+$/,
      );
      expect(privateLoan('no', hrefs)).toBe(true);
    },
  },
  {
    country: 'fi',
    email: 'mikko.virtanen@example.fi',
    path: '/fi/app/payments-overview',
    check: async (expect, _menu, hrefs) => {
      expect(insurance(hrefs)).toEqual([
        expect.stringMatching(/^\/fi\/app\/my-insurance\/[a-z]+$/),
      ]);
      expect(privateLoan('fi', hrefs)).toBe(true);
    },
  },
  {
    // Denmark: no private loan entry.
    country: 'dk',
    email: 'freja.nielsen@example.dk',
    path: '/dk/app/payments-overview',
    check: async (expect, _menu, hrefs) => {
      expect(privateLoan('dk', hrefs)).toBe(false);
      expect(hrefs.some((href) => href.includes('private-loan'))).toBe(false);
    },
  },
  {
    // A refund on its way, confirmed already: the refund entry, without a count (it counts the
    // refunds waiting for the customer's confirmation).
    country: 'dk',
    email: 'ida@example.com',
    path: '/dk/app/payments-overview',
    check: async (expect, menu) => {
      const refund = link(menu, 'dk', 'menu.refund');
      expect(await refund.count()).toBe(1);
      expect(await refund.textContent()).not.toMatch(/\d/);
    },
  },
];

describe(
  'user menu entries per country and account',
  { concurrent: true, timeout: 120_000 },
  () => {
    test.for(cases)('$country $email', async ({ country, email, path, check }, context) => {
      const { expect } = context;
      const { page, errors } = await openLoggedIn(email, country, path, { test: context });
      const { menu } = await openByKeyboard(expect, page, country);
      const hrefs = await hrefsIn(menu);
      // The entries every customer has, in every country.
      for (const id of ['menu.home', 'menu.notifications', 'menu.support', 'menu.about'])
        expect(await link(menu, country, id).count(), id).toBe(1);
      expect(hrefs).toContain(`/${country}/app`);
      expect(hrefs).toContain(`/${country}/app/profile/information`);
      await check(expect, menu, hrefs);
      await checkA11y(page);
      expect(errors).toEqual([]);
    });
  },
);

/** A one-finger swipe through Chromium's touch input, as a finger would move. */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number, dy: number) {
  const steps = 6;
  const point = (step: number) => ({
    x: from.x + (dx * step) / steps,
    y: from.y + (dy * step) / steps,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let step = 1; step <= steps; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('user menu swipe', { concurrent: true, timeout: 120_000 }, () => {
  // One persona per viewport: two logins of one persona at once would share the newest link.
  const swipers = {
    mobile: 'laura.makinen@example.fi',
    tablet: 'aino.korhonen@example.fi',
  } as const satisfies Partial<Record<Viewport, string>>;
  test.for(['mobile', 'tablet'] as const)(
    'closes on a left swipe of 90 px, not 89 px nor a vertical one (%s)',
    async (viewport, context) => {
      const { expect } = context;
      const { page } = await openLoggedIn(swipers[viewport], 'fi', '/fi/app/payments-overview', {
        test: context,
        viewport,
      });
      const { toggle, menu } = menuOf(page, 'fi');
      const cdp = await page.context().newCDPSession(page);
      // Chromium drops a tap that stops a fling still running from the swipe before (its tap
      // suppression), as a finger's first touch would only stop the scroll: tap until it opens.
      const open = () =>
        expect
          .poll(
            async () => {
              if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap();
              return menu.isVisible();
            },
            { ...POLL, interval: 500, message: 'menu open' },
          )
          .toBe(true);
      /** From the middle of the menu's right half, where no entry scrolls sideways. */
      const start = async () => {
        const box = await menu.boundingBox();
        if (!box) throw new Error('the open menu has no box');
        return { x: Math.round(box.x + box.width * 0.8), y: Math.round(box.y + 60) };
      };
      // Whether the menu is open once the page has handled the swipe (a frame later).
      const settled = async () => {
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
        return menu.isVisible();
      };

      await open();
      await swipe(cdp, await start(), -89, 0);
      expect(await settled(), '89 px left leaves it open').toBe(true);
      await swipe(cdp, await start(), 0, 120);
      expect(await settled(), 'a vertical swipe leaves it open').toBe(true);
      await swipe(cdp, await start(), 120, 0);
      expect(await settled(), 'a swipe to the right leaves it open').toBe(true);
      await swipe(cdp, await start(), -90, 0);
      await expect
        .poll(() => menu.isVisible(), { ...POLL, message: '90 px left closes it' })
        .toBe(false);
      await open();
      await swipe(cdp, await start(), -140, 10);
      await expect
        .poll(() => menu.isVisible(), { ...POLL, message: 'a longer left swipe closes it' })
        .toBe(false);
    },
  );
});
