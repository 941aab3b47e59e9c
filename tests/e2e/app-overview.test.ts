/**
 * The logged-in overviews against the sandbox personas, one per country: home (greeting, first 3
 * purchases, quick invoice list), payments overview (five sections), to-do and notifications,
 * each axe-clean; the user-information popup and marking a notification read; the 904 polling
 * that stops once the sandbox resolves the cancellation (docs/sandbox.md: 15 s after the first
 * read). Personas: Anna (se, her popup is read here), Ingrid (no), Mikko (fi), Oscar (dk, his
 * notification is read here), Kari (no, her seeded 904 is watched here).
 */
import type { Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import type { CountryCode } from '../../generated/countries/index.js';
import { checkA11y } from './support/a11y.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const PAYMENTS_PATH = '/service/payment/api/payments';
const SECTIONS = ['toPay', 'scheduled', 'processing', 'upcoming', 'history'] as const;

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { name, exact: true, level });

async function expectOverviewPages(expect: ExpectStatic, page: Page, country: CountryCode) {
  // Payments overview, reached from the home page's link.
  await page.getByRole('link', { name: textOf(country, 'page.appHome.allPayments') }).click();
  await heading(page, textOf(country, 'route.appPaymentsOverview.title')).waitFor();
  for (const section of SECTIONS) {
    const name = textOf(country, `page.paymentsOverview.section.${section}`);
    await expect.poll(() => heading(page, name, 2).count(), { message: name }).toBe(1);
  }
  await checkA11y(page);

  await page.goto(new URL(`/${country}/app/todo`, page.url()).href);
  await heading(page, textOf(country, 'route.appTodo.title')).waitFor();
  await page.locator('.ov-list, .ov-empty').first().waitFor();
  // Every row of the to-do list is a purchase due: its state reads due or overdue.
  const states = await page
    .locator('.ov-item [data-display-state]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-display-state')));
  for (const state of states) expect(['due', 'overdue']).toContain(state);
  await checkA11y(page);

  await page.goto(new URL(`/${country}/app/notifications`, page.url()).href);
  await heading(page, textOf(country, 'route.appNotifications.title')).waitFor();
  await checkA11y(page);
}

async function expectHome(expect: ExpectStatic, page: Page, country: CountryCode, name: string) {
  await heading(page, textOf(country, 'route.app.title')).waitFor();
  await expect
    .poll(() =>
      page.getByText(textOf(country, 'page.appHome.greeting').replace('{firstName}', name)).count(),
    )
    .toBe(1);
  const purchases = page.locator('section[aria-labelledby="ov-home-purchases"] .ov-item');
  await expect.poll(() => purchases.count()).toBeGreaterThan(0);
  expect(await purchases.count()).toBeLessThanOrEqual(3);
  // Each row links to its purchase or invoice page by route path.
  const hrefs = await page
    .locator('.ov-item a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  for (const href of hrefs) {
    expect(href).toMatch(new RegExp(`^/${country}/app/(purchases|invoices)/[a-z]+/[^/]+$`));
  }
}

// One after another: each test logs in and walks several pages, and five logins at once on a
// shared 2-core machine outwait the login link's page load.
describe('the logged-in overviews', { timeout: 150_000 }, () => {
  test('se: home with the information popup, read once', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('anna.lindqvist@example.se', 'se', '/se/app', {
      test: context,
    });
    const dialog = page.getByRole('dialog', { name: 'Nyhet: betala med Swish' });
    await dialog.waitFor();
    await checkA11y(page);
    const marked = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/mark-as-read/msg-se-anna-popup'),
    );
    await dialog.getByRole('button', { name: 'Jag förstår' }).click();
    await marked;
    await expect.poll(() => dialog.count()).toBe(0);
    await expectHome(expect, page, 'se', 'Anna');
    await checkA11y(page);
    // Read at the server: a fresh page load does not show it again.
    await page.reload({ waitUntil: 'networkidle' });
    await heading(page, textOf('se', 'route.app.title')).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectOverviewPages(expect, page, 'se');
  });

  for (const [country, email, name] of [
    ['no', 'ingrid.haugen@example.no', 'Ingrid'],
    ['fi', 'mikko.virtanen@example.fi', 'Mikko'],
  ] as const) {
    test(`${country}: home, payments overview, to-do, notifications`, async (context) => {
      const { expect } = context;
      const { page } = await openLoggedIn(email, country, `/${country}/app`, { test: context });
      await expectHome(expect, page, country, name);
      await checkA11y(page);
      await expectOverviewPages(expect, page, country);
    });
  }

  test('dk: a notification marked read, the bell follows', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('oscar.moller@example.dk', 'dk', '/dk/app', {
      test: context,
    });
    await expectHome(expect, page, 'dk', 'Oscar');
    // The bell on the menu toggle: Oscar's one new notification.
    const bell = page.locator('header .badge');
    await expect.poll(() => bell.locator('[aria-hidden="true"]').textContent()).toBe('1');
    await checkA11y(page);
    await expectOverviewPages(expect, page, 'dk');

    const item = page.locator('.ov-notification', {
      has: page.getByRole('heading', { name: /Din årsopgørelse er klar/ }),
    });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).not.toBeNull();
    const marked = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/mark-as-read/msg-dk-oscar-interest'),
    );
    await item
      .getByRole('button', { name: new RegExp(textOf('dk', 'page.notifications.markRead')) })
      .click();
    await marked;
    await expect.poll(() => item.getAttribute('data-unread')).toBeNull();

    // Home again: no new notification, so no bell count; the server kept it read.
    await page
      .getByRole('link', { name: textOf('dk', 'header.homeLink') })
      .first()
      .click();
    await heading(page, textOf('dk', 'route.app.title')).waitFor();
    await expect.poll(() => bell.count()).toBe(0);
    await page.goto(new URL('/dk/app/notifications', page.url()).href);
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBeNull();

    // "Læs mere" opens the yearly-interest page of his country, where the statement the notice
    // announces is: one per year, each with its own figure and a real PDF.
    await item.getByRole('link', { name: textOf('dk', 'common.readMore') }).click();
    await heading(page, textOf('dk', 'route.appProfileYearlyInterest.title')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dk/app/profile/yearly-interest');
    const reports = page.locator('main .profile-report');
    await expect.poll(() => reports.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const figures = await reports.locator('p').allTextContents();
    expect(new Set(figures).size).toBe(figures.length);
    for (const link of await reports.locator('a[download]').all()) {
      const answer = await page.request.get(
        new URL((await link.getAttribute('href')) ?? '', page.url()).href,
      );
      expect(answer.headers()['content-type']).toMatch(/^application\/pdf\b/);
      expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await checkA11y(page);
  });

  test('no: the payment-free konto invoice on home is in the overview history', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('jonas.lie@example.no', 'no', '/no/app', {
      test: context,
    });
    await heading(page, textOf('no', 'route.app.title')).waitFor();
    const homeInvoices = page.locator('section[aria-labelledby="ov-home-invoices"] .ov-item a');
    await expect.poll(() => homeInvoices.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const onHome = await page
      .locator('.ov-item a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const free = onHome.find((href) => href.startsWith('/no/app/invoices/hemmahus/'));
    expect(free, onHome.join(' ')).toBeDefined();
    await page.getByRole('link', { name: textOf('no', 'page.appHome.allPayments') }).click();
    await heading(page, textOf('no', 'route.appPaymentsOverview.title')).waitFor();
    const history = page.locator(`section[aria-labelledby="ov-history"] a[href="${free}"]`);
    await expect.poll(() => history.count(), { timeout: 20_000 }).toBe(1);
    // Every row home shows is in one of the sections (the history lists its newest rows).
    for (const href of onHome) {
      const rows = page.locator(`main section.ov-section a[href="${href}"]`);
      expect(await rows.count(), href).toBe(1);
    }
  });

  test('fi: a failed payments read raises the error page, a 404 counts as success', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn('mikko.virtanen@example.fi', 'fi', '/fi/app', {
      test: context,
    });
    await heading(page, textOf('fi', 'route.app.title')).waitFor();
    // The route change refetches the payments data; the API answers 500 (shown as 504).
    await page.route(`**${PAYMENTS_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }),
    );
    await page.getByRole('link', { name: textOf('fi', 'page.appHome.allPayments') }).click();
    await heading(page, textOf('fi', 'error.page.504.title')).waitFor();
    await checkA11y(page);
    // A 404 on an app route is success: the page is drawn, with nothing in it.
    await page.unroute(`**${PAYMENTS_PATH}`);
    await page.route(`**${PAYMENTS_PATH}`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{}' }),
    );
    await page.goto(new URL('/fi/app/todo', page.url()).href);
    await heading(page, textOf('fi', 'route.appTodo.title')).waitFor();
    await page.getByText(textOf('fi', 'page.todo.empty')).waitFor();
    expect(await heading(page, textOf('fi', 'error.page.504.title')).count()).toBe(0);
  });

  test('no: a 904 is polled every 5 s until the sandbox resolves it', async (context) => {
    const { expect } = context;
    const reads: number[] = [];
    const { page } = await openLoggedIn('kari.dahl@example.no', 'no', '/no/app', {
      test: context,
      waitUntil: 'load',
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PAYMENTS_PATH) reads.push(Date.now());
    });
    await page.getByRole('link', { name: textOf('no', 'page.appHome.allPayments') }).click();
    const pending = page.locator('[data-display-state="cancel-initiated"]');
    await pending.first().waitFor();
    // The sandbox resolves it 15 s after the first read; the page sees it within one poll.
    await expect.poll(() => pending.count(), { timeout: 30_000, interval: 500 }).toBe(0);
    const resolvedAt = Date.now();
    // The last read is the one that found it resolved; nothing more is asked for after it.
    await page.waitForTimeout(7_000);
    const after = reads.filter((at) => at > resolvedAt);
    expect(after).toEqual([]);
    // While pending: the route change's read, then one every 5 s.
    const gaps = reads.slice(1).map((at, i) => at - (reads[i] ?? at));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps.slice(1)) {
      expect(gap).toBeGreaterThan(4_000);
      expect(gap).toBeLessThan(7_000);
    }
  });
});
