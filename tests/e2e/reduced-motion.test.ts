/**
 * Reduced motion (issue 19, WCAG 2.3.3 and the spec's PAGE_TRANSITIONS.reducedMotion 'none'),
 * measured in the browser rather than read from the CSS: the page records every animation
 * `document.getAnimations()` reports (and every animation and transition event) while the cookie
 * choice slides in (drawn by the app, and by the enhancement script of a page without the
 * framework), a page of the logged-in area slides in after a link is followed there, and a
 * dialog fades in. With `reducedMotion: 'reduce'` nothing moves; with 'no-preference' the same
 * steps do animate, so the test fails if the measuring misses them. Only reads: the dialog is cancelled.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { readerOf } from './support/app-pages.js';
import { openPage } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;
const country = 'se';

/**
 * In the page: after every change of the document, the names of the running animations and
 * transitions with a duration (CSS animations by their keyframes' name), kept in
 * `window.motionSeen`; the start events add what ended between two changes.
 */
function recordMotion() {
  const seen: string[] = [];
  const note = (name: string) => {
    if (!seen.includes(name)) seen.push(name);
  };
  const running = () => {
    for (const animation of document.getAnimations()) {
      if (Number(animation.effect?.getComputedTiming().duration ?? 0) <= 0) continue;
      if ('animationName' in animation) note(String(animation.animationName));
      else if ('transitionProperty' in animation)
        note(`transition ${String(animation.transitionProperty)}`);
      else note('script animation');
    }
  };
  new MutationObserver(running).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  document.addEventListener('animationstart', (event) => note(event.animationName), true);
  document.addEventListener(
    'transitionrun',
    (event) => note(`transition ${event.propertyName}`),
    true,
  );
  (window as unknown as { motionSeen: string[] }).motionSeen = seen;
}

const motionSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);

/**
 * `path` on a phone with `motion`, recorded from the document's start (reloaded after the first
 * open, as a first visit, so the cookie choice shows), once the cookie choice is on screen.
 */
async function openRecorded(path: string, motion: 'reduce' | 'no-preference', test: TestContext) {
  const { page } = await openPage(path, { viewport: 'mobile', test });
  await recordFromStart(page, motion);
  return page;
}

/** The page reloaded with `motion`, recorded from the document's start, the cookie choice shown. */
async function recordFromStart(page: Page, motion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ reducedMotion: motion });
  await page.addInitScript(recordMotion);
  await page.reload({ waitUntil: 'networkidle' });
  await page
    .getByRole('region', { name: textOf(country, 'footer.cookieBanner.title') })
    .waitFor(POLL);
}

const cases = [
  { motion: 'no-preference', animates: true },
  { motion: 'reduce', animates: false },
] as const;

describe.concurrent.each(cases)('reducedMotion $motion', ({ motion, animates }) => {
  test('the cookie choice and a page slide', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    // Logged in, where the app draws every page (the public pages leave out the framework and
    // load afresh, ADR 0024): a first visit, no cookie choice made, so it slides in.
    const { page } = await openLoggedIn(readerOf[country], country, `/${country}/app/profile`, {
      viewport: 'mobile',
      consent: undefined,
      test: context,
    });
    await recordFromStart(page, motion);
    // A link to a page of the same layout that the app draws itself, sliding it in (a page of
    // another layout comes with a new frame, which does not slide).
    await page.locator(`main a[href="/${country}/app/profile/bank"]`).first().click();
    await page.waitForURL(`**/${country}/app/profile/bank`);
    await page.locator('main h1').first().waitFor(POLL);
    const seen = await motionSeen(page);
    if (animates) expect(seen).toEqual(expect.arrayContaining(['notice-in', 'shell-slide-end']));
    else expect(seen, 'animations with reduced motion').toEqual([]);
  });

  test(
    'the cookie choice on a page without the framework',
    { timeout: 60_000 },
    async (context) => {
      const { expect } = context;
      const page = await openRecorded(`/${country}/about-us`, motion, context);
      const seen = await motionSeen(page);
      if (animates) expect(seen).toContain('notice-in');
      else expect(seen, 'animations with reduced motion').toEqual([]);
    },
  );

  test('a dialog opening', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn(
      readerOf[country],
      country,
      `/${country}/app/profile/bank`,
      { test: context },
    );
    await page.emulateMedia({ reducedMotion: motion });
    await page.evaluate(recordMotion);
    await page
      .getByRole('button', { name: new RegExp(textOf(country, 'page.bank.unlink')) })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor(POLL);
    const seen = await motionSeen(page);
    if (animates) expect(seen).toContain('overlay-fade');
    else expect(seen, 'animations with reduced motion').toEqual([]);
    await dialog.getByRole('button', { name: textOf(country, 'common.cancel') }).click();
    await dialog.waitFor({ ...POLL, state: 'detached' });
  });
});
