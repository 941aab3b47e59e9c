/**
 * The state after a change (issue 14's bar): once a flow has changed a purchase or an invoice,
 * the item's page shows it at once and after a reload, and in another session (another browser
 * context, logged in by its own link) home, the pages that list the item and its page show it
 * too: what the provider answers, not what the browser that made the change remembers.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, type TestContext } from 'vitest';
import type { CountryCode } from '../../../generated/countries/index.js';
import { newContext, recordErrors, saveFailureArtifacts, webUrl } from './browser.js';
import { logInOn, type Origins } from './login.js';

/** Where on a page the item shows, and what it says there. */
export interface Spot {
  /** The item on the page: its summary, its row in a list, the menu entry that counts it. */
  readonly at: (page: Page) => Locator | Promise<Locator>;
  /** Texts it shows now (the new state, the new due date). */
  readonly shows: readonly string[];
  /** Texts it no longer shows (the old due date). */
  readonly lacks?: readonly string[];
  /** Undoes what `at` opened to show it (closes the menu), before the customer goes on. */
  readonly done?: (page: Page) => Promise<void>;
}

/** A page and what it shows of the item. */
export interface Shown extends Spot {
  /** The page's path, e.g. `/se/app/payments-overview`. */
  readonly path: string;
}

export interface StateAfter {
  readonly country: CountryCode;
  /** The customer, logged in again in another session. */
  readonly email: string;
  /** The stack the test runs on, when it is one of the file's own. */
  readonly stack?: Origins;
  /** The item's own page, where the change was made (the test's page is on it). */
  readonly item: Shown;
  /** The pages that list the item: the payments overview, the purchases list, an account page. */
  readonly lists: readonly Shown[];
  /**
   * What home (`/{country}/app`, where the login leads) shows: the item's row, or where the item
   * is not among what home lists by design, what home does list instead.
   */
  readonly home: readonly Spot[];
}

/**
 * Whether `text` stands in `shown` on its own, not as the end or start of a longer word or
 * number: an old due date of 1 December is gone from a page that says 31 December.
 */
function standsIn(shown: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(shown);
}

async function expectShows(context: TestContext, page: Page, shown: Shown, when: string) {
  const at = await shown.at(page);
  const where = `${shown.path} (${when})`;
  for (const text of shown.shows) {
    await context.expect
      .poll(() => at.innerText(), { message: `${where} shows "${text}"` })
      .toContain(text);
  }
  for (const text of shown.lacks ?? []) {
    await context.expect
      .poll(async () => standsIn(await at.innerText(), text), {
        message: `${where} no longer shows "${text}"`,
      })
      .toBe(false);
  }
  await shown.done?.(page);
}

/** The visible link to `path` on the page, if it has one. */
const linkTo = (page: Page, path: string) => page.locator(`a[href="${path}"]:visible`).first();

/**
 * Goes to `path` as the customer would: by a link of the page, or by home's (the header's logo
 * leads home); only where neither has one, by its address. The second session's pages are then
 * drawn from one page load, as the customer's are.
 */
async function follow(page: Page, path: string, home: string, base: string) {
  const from = new URL(page.url()).pathname;
  if (
    from !== home &&
    (await linkTo(page, path).count()) === 0 &&
    (await linkTo(page, home).count()) > 0
  ) {
    await linkTo(page, home).click();
    await page.waitForURL((url) => url.pathname === home);
  }
  const link = linkTo(page, path);
  if ((await link.count()) > 0) {
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
  } else {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  }
}

/**
 * The customers' second sessions: a browser context of their own, logged in by an e-mail link of
 * their own, one per customer (and stack) for the test file. Its tests share it one after another:
 * the first check logs in after its change; a later one loads home afresh in it (a new page load
 * keeps nothing of the earlier pages but the login), so each shows what the provider answers now,
 * never what the browser that made the change remembers. One login per customer instead of one
 * per change: logins are most of what these checks cost, on a 2-core machine.
 */
const sessions = new Map<string, Promise<Page>>();
/** The turn of each second session: the check using it, then the next. */
const turns = new Map<string, Promise<void>>();
afterAll(async () => {
  for (const session of sessions.values()) {
    await session.then((page) => page.context().close()).catch(() => undefined);
  }
});

async function openSecond(email: string, country: CountryCode, stack?: Origins): Promise<Page> {
  const page = await (await newContext('desktop', 'denied')).newPage();
  try {
    await logInOn(page, email, country, stack);
  } catch (error) {
    await page.context().close();
    throw error;
  }
  return page;
}

interface SecondSession {
  readonly page: Page;
  /** Its console errors and uncaught exceptions since it was taken. */
  readonly errors: readonly string[];
  /** Gives it back for the next check. */
  release(): void;
}

/**
 * The customer's second session, on home, for the caller alone until it releases it; a failed
 * test leaves a screenshot of it.
 */
async function secondSession(context: TestContext, after: StateAfter): Promise<SecondSession> {
  const base = after.stack?.webUrl ?? webUrl();
  const key = `${base} ${after.email}`;
  const previous = turns.get(key) ?? Promise.resolve();
  let done: () => void = () => undefined;
  turns.set(key, new Promise<void>((resolve) => (done = resolve)));
  await previous;
  try {
    let session = sessions.get(key);
    const first = !session;
    if (!session) {
      session = openSecond(after.email, after.country, after.stack);
      sessions.set(key, session);
      session.catch(() => sessions.delete(key));
    }
    const page = await session;
    context.onTestFinished((test) => saveFailureArtifacts(test, page, 'desktop'));
    const recording = recordErrors(page);
    if (!first) {
      await page.goto(new URL(`/${after.country}/app`, base).href, { waitUntil: 'networkidle' });
    }
    return {
      page,
      errors: recording.errors,
      release() {
        recording.stop();
        done();
      },
    };
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * Checks the state after a change: on `page` (on the item's page, the change just made) at once
 * and after a reload; then in the customer's second session, home, each list and the item's
 * page. Each check waits for its state.
 */
export async function expectStateAfter(
  context: TestContext,
  page: Page,
  after: StateAfter,
): Promise<void> {
  const { item, country } = after;
  const base = after.stack?.webUrl ?? webUrl();
  context.expect(new URL(page.url()).pathname).toBe(item.path);
  // The second session gets ready meanwhile: the change is made, and it shares nothing with
  // this page.
  const second = secondSession(context, after);
  try {
    await expectShows(context, page, item, 'at once');
    await page.reload({ waitUntil: 'networkidle' });
    await expectShows(context, page, item, 'after a reload');
  } catch (error) {
    void second.then(
      (other) => other.release(),
      () => undefined,
    );
    throw error;
  }

  const other = await second;
  const home = `/${country}/app`;
  try {
    for (const spot of after.home) {
      await expectShows(context, other.page, { ...spot, path: home }, 'another session');
    }
    for (const shown of [...after.lists, item]) {
      await follow(other.page, shown.path, home, base);
      await expectShows(context, other.page, shown, 'another session');
    }
    context.expect(other.errors).toEqual([]);
  } finally {
    other.release();
  }
}

/** A row of home's latest purchases, by the purchase's number. */
export const homePurchase = (id: string) => (page: Page) =>
  page.locator('section[aria-labelledby="ov-home-purchases"] .ov-item').filter({ hasText: id });

/** Home's list of the latest purchases. */
export const homePurchases = (page: Page) =>
  page.locator('section[aria-labelledby="ov-home-purchases"] .ov-list');

/** A row of home's quick invoice list: the first (newest due) of the brand's. */
export const homeInvoice = (brand: string) => (page: Page) =>
  page
    .locator('section[aria-labelledby="ov-home-invoices"] .ov-item')
    .filter({ hasText: brand })
    .first();

/** A section of the payments overview (to pay, scheduled, processing, upcoming, history). */
export type OverviewSection = 'toPay' | 'scheduled' | 'processing' | 'upcoming' | 'history';

/** A row of one section of the payments overview: the first the text picks out. */
export const overviewRow = (section: OverviewSection, text: string) => (page: Page) =>
  page
    .locator(`section[aria-labelledby="ov-${section}"] .ov-item`)
    .filter({ hasText: text })
    .first();

/**
 * Where a purchase of the own brand (nordpay) shows: its page's summary, its row in the purchases
 * list, its row in the payments overview's `section`, and its row on home. `item` names another
 * part of its page where the change shows there (a split's months, the refund's status).
 */
export function purchaseShown(
  country: CountryCode,
  id: string,
  shown: {
    readonly section: OverviewSection;
    readonly shows: readonly string[];
    readonly lacks?: readonly string[];
    readonly item?: Spot;
  },
): Pick<StateAfter, 'item' | 'lists' | 'home'> {
  const texts = { shows: shown.shows, ...(shown.lacks ? { lacks: shown.lacks } : {}) };
  return {
    item: {
      path: `/${country}/app/purchases/nordpay/${id}`,
      ...(shown.item ?? { at: (page: Page) => page.locator('.pu-summary'), ...texts }),
    },
    lists: [
      {
        path: `/${country}/app/purchases`,
        at: (page) => page.locator('.pu-item').filter({ hasText: id }),
        ...texts,
      },
      { path: `/${country}/app/payments-overview`, at: overviewRow(shown.section, id), ...texts },
    ],
    home: [{ at: homePurchase(id), ...texts }],
  };
}
