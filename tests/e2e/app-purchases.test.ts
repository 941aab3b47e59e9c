/**
 * The purchases of the logged-in area (issue 6) against the sandbox personas, read-only: the
 * purchase list and a purchase in each country, with its display state in the country's
 * language, amounts and dates in the country's formats, the actions canPay allows as links to
 * the flows' pages, the debt-collection warning without payment, the not-found page for an
 * unknown purchase, and axe on every screen.
 *
 * Every display state a seeded purchase can be in is shown at least once: the personas below
 * together hold every state the seed produces (checked first, from the seed itself), and each
 * persona's list must show every one of its purchases in its state.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test, type TestContext } from 'vitest';
import {
  codeMessageId,
  canPay,
  displayStateCodes,
  displayStateOfOrderWebStatus,
  type DisplayStateCode,
} from '../../generated/codes.js';
import { formatDate, formatMoney } from '../../generated/countries/format.js';
import { countryLocale, countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { loadMessages, type MessageId } from '../../generated/messages/index.js';
import type { Order } from '../../generated/entities/types.js';
import { calendarDay } from '../../runtime/shared/i18n/app-format.js';
import { orderDisplayState, type ShownState } from '../../runtime/shared/domain/display-state.js';
import { createTexts, type Texts } from '../../runtime/shared/i18n/texts.js';
import { personas, type Persona } from '../../sandbox/seed/personas.js';
import { checkA11y } from './support/a11y.js';
import { openPage, webUrl } from './support/browser.js';
import { requestLink, waitForLogin } from './support/login.js';
import { textOf } from './support/texts.js';

/**
 * How a seeded purchase is shown. Seed days are relative to the seeding day, and the e2e stack
 * seeds its own sandbox at its start, so a due day of -3 is three days late.
 */
function seedShown(order: NonNullable<Persona['orders']>[number]): ShownState | undefined {
  return orderDisplayState({
    orderStatusWeb: order.web,
    daysToDueDate: order.due ?? null,
    hasRefund: order.hasRefund ?? false,
    refundStatus: order.refundStatus ?? null,
  });
}

const primaryEmail = (persona: Persona): string =>
  persona.emails.find((email) => email.primary)?.value ?? '';

function persona(email: string): Persona {
  const found = personas.find((p) => primaryEmail(p) === email);
  if (!found) throw new Error(`no persona ${email}`);
  return found;
}

/** Whose purchase lists are opened: one or more per country, together every display state. */
const listed = [
  'olle.strand@example.se',
  'sofia.berg@example.se',
  'lars@example.com',
  'maja.ek@example.se',
  'anna.lindqvist@example.se',
  'per.solberg@example.no',
  'ola.nordmann@example.no',
  'emilia.heikkinen@example.fi',
  'emil.poulsen@example.dk',
].map(persona);

const statesOf = (list: readonly Persona[]): Set<DisplayStateCode> =>
  new Set(list.flatMap((p) => (p.orders ?? []).flatMap((o) => seedShown(o)?.state ?? [])));

const textsByCountry = new Map<CountryCode, Promise<Texts>>();

/** The app's own text renderer over the generated catalogue of the country's language. */
function textsOf(country: CountryCode): Promise<Texts> {
  let texts = textsByCountry.get(country);
  if (!texts) {
    texts = loadMessages(countryLocale[country]).then((catalogue) =>
      createTexts(catalogue, countryTerms(country).languageTag),
    );
    textsByCountry.set(country, texts);
  }
  return texts;
}

/** The words of a shown state in a country's language (overdue with its days late). */
async function stateText(country: CountryCode, shown: ShownState): Promise<string> {
  const t = await textsOf(country);
  return t(codeMessageId(displayStateCodes, shown.state) as MessageId, {
    days: shown.daysLate ?? 0,
  });
}

const textContent = async (locator: Locator): Promise<string> =>
  ((await locator.textContent()) ?? '').trim();

/**
 * Opens `path` logged in as `email`. The login link first lands on the app's home and only then
 * is the wanted page opened, so the link's own redirect cannot cut the page's navigation short.
 */
async function openAs(email: string, country: CountryCode, path: string, context: TestContext) {
  // Locked: tests of this file log one persona in side by side, each with a link of its own.
  const link = await requestLink(email, country);
  const opened = await openPage(new URL(link, webUrl()).href, {
    consent: 'denied',
    country,
    test: context,
  });
  await waitForLogin(opened.page, country);
  await opened.page.waitForURL((url) => url.pathname === `/${country}/app`);
  await opened.page.goto(new URL(path, webUrl()).href, { waitUntil: 'networkidle' });
  return opened;
}

/** The customer-service option every purchase route offers (ROUTES customerServiceOption). */
const customerServiceHref = (page: Page) =>
  page.locator('main [data-customer-service-option]').getAttribute('href');

/** A purchase as the page's own API answers it (through the web server, logged in). */
async function orderOf(page: Page, brand: string, id: string): Promise<Order> {
  return page.evaluate(async (path) => {
    const answer = await fetch(path, { credentials: 'same-origin' });
    return ((await answer.json()) as { order: Order }).order;
  }, `/service/payment/api/payment/order/${brand}/${id}`);
}

/** The page's console errors: every one counts, a product image that fails to load too. */
const pageErrors = (errors: readonly string[]): string[] => [...errors];

/**
 * A seeded cancel-initiated purchase (Karl, dk) resolves 15 s after its customer's first payments
 * read (docs/sandbox.md), so a list opened at any moment could show it either way; its own test
 * below watches it go from 904 to due instead. Karl is logged in by that test only.
 */
const resolvedByClock: readonly DisplayStateCode[] = ['cancel-initiated'];

test('the listed personas together show every display state of the seeded purchases', () => {
  const seeded = [...statesOf(personas)].filter((s) => !resolvedByClock.includes(s));
  expect([...statesOf(listed)].sort()).toEqual(seeded.sort());
  // Every display state a purchase can be in is seeded (free is an invoice's state only).
  const purchaseStates = new Set<DisplayStateCode>([
    ...Object.values(displayStateOfOrderWebStatus),
    'overdue',
    'pendingRefund',
  ]);
  expect([...statesOf(personas)].sort()).toEqual([...purchaseStates].sort());
});

describe('purchase lists', { concurrent: true }, () => {
  test.for(listed)('$country $id', async (who, context) => {
    const country = who.country;
    const { page, errors } = await openAs(
      primaryEmail(who),
      country,
      `/${country}/app/purchases`,
      context,
    );
    const soft = context.expect.soft;
    await page.locator('.pu-list').waitFor();
    expect(await textContent(page.locator('h1'))).toBe(textOf(country, 'route.appPurchases.title'));
    expect(await page.locator('.pu-item').count()).toBe(who.orders?.length ?? 0);
    for (const order of who.orders ?? []) {
      const item = page.locator('.pu-item', {
        has: page.locator(`a[href="/${country}/app/purchases/${order.brand}/${order.id}"]`),
      });
      expect(await item.count(), order.id).toBe(1);
      const shown = seedShown(order);
      if (!shown) continue;
      soft(await item.locator('.pu-state').getAttribute('data-display-state'), order.id).toBe(
        shown.state,
      );
      soft(await textContent(item.locator('.pu-state')), order.id).toBe(
        await stateText(country, shown),
      );
    }
    soft(await customerServiceHref(page)).toBe(`/${country}/customer-service`);
    soft(pageErrors(errors), 'console errors').toEqual([]);
    await checkA11y(page);
  });
});

/** Opens a purchase and checks what every purchase page shows, in the country's formats. */
async function openPurchase(
  context: TestContext,
  email: string,
  country: CountryCode,
  brand: string,
  id: string,
) {
  const { page, errors, cspViolations } = await openAs(
    email,
    country,
    `/${country}/app/purchases/${brand}/${id}`,
    context,
  );
  const order = await orderOf(page, brand, id);
  const soft = context.expect.soft;
  await page.locator('.pu-purchase').waitFor();
  expect(await textContent(page.locator('h1'))).toContain(id);
  const shown = orderDisplayState(order);
  if (shown) {
    soft(await textContent(page.locator('.pu-summary .pu-state'))).toBe(
      await stateText(country, shown),
    );
  }
  // Order lines by SKU, descending, each with its image from the image service.
  const skus = await page
    .locator('.pu-line')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-sku') ?? ''));
  soft(skus).toEqual(
    order.orderlines
      .map((line) => line.SKU)
      .sort()
      .reverse(),
  );
  // From the image service the web server names (the sandbox in the suite), and loaded.
  const imageBase = `${inject('apiUrl').replace(/\/$/, '')}/images/`;
  await context.expect
    .poll(() => page.locator('.pu-line img').count())
    .toBe(order.orderlines.length);
  for (const img of await page.locator('.pu-line img').all()) {
    const src = (await img.getAttribute('src')) ?? '';
    soft(src.startsWith(imageBase), src).toBe(true);
    soft(src).toMatch(/\/images\/[A-Z]+_\d+_\d+_[a-z]+\?w=64&h=64&aspect=1:1$/);
    await img.scrollIntoViewIfNeeded();
    await context.expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  // Amounts and dates as the country writes them.
  soft(await page.locator('[data-amount="total"] dd').textContent()).toBe(
    formatMoney(order.totalOrderAmount, country),
  );
  soft(await page.locator('.pu-summary').textContent()).toContain(
    formatDate(calendarDay(order.orderDate), 'long', country),
  );
  soft(await customerServiceHref(page)).toBe(`/${country}/customer-service`);
  soft(pageErrors(errors), 'console errors').toEqual([]);
  soft(cspViolations, 'CSP violations').toEqual([]);
  await checkA11y(page);
  return { page, order, shown };
}

const actionsOf = (page: Page) =>
  page
    .locator('[data-action]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('data-action')} ${link.getAttribute('href')}`),
    );

describe('a purchase', { concurrent: true }, () => {
  test('se: an overdue purchase offers paying and the other flows as links', async (context) => {
    const { page, order, shown } = await openPurchase(
      context,
      'sofia.berg@example.se',
      'se',
      'nordpay',
      'SE3001',
    );
    expect(canPay(order)).toBe(true);
    expect(shown?.state).toBe('overdue');
    const actions = await actionsOf(page);
    expect(actions).toContain('pay /se/app/purchases/nordpay/SE3001/steps/pay');
    expect(actions).toContain('bank /se/app/purchases/nordpay/SE3001/steps/bank');
    const pay = page.getByRole('link', { name: textOf('se', 'page.purchases.action.pay') });
    expect(await pay.isVisible()).toBe(true);
  });

  test('se: a debt-collection purchase shows the warning and no payment', async (context) => {
    const { page } = await openPurchase(
      context,
      'sofia.berg@example.se',
      'se',
      'skogsport',
      'SE3002',
    );
    expect(await textContent(page.getByTestId('debt-collection'))).toContain(
      textOf('se', 'error.debtCollection'),
    );
    expect(await actionsOf(page)).toEqual([]);
  });

  test('se: a returned purchase with its refund, credit invoice and transactions', async (context) => {
    const { page, order, shown } = await openPurchase(
      context,
      'lars@example.com',
      'se',
      'nordpay',
      'SE4001',
    );
    expect(shown?.state).toBe('pendingRefund');
    expect(await actionsOf(page)).toEqual([]);
    expect(order.creditInvoice).toBeDefined();
    expect(await textContent(page.locator('main'))).toContain(order.creditInvoice?.creditId);
    expect(await page.locator('.pu-table tbody tr').count()).toBe(order.creditTransactions?.length);
    expect(await textContent(page.locator('.pu-table'))).toContain(
      textOf('se', 'code.transactionType.330'),
    );
  });

  test('se: a purchase moved to konto offers no payment of its own', async (context) => {
    const { page, order, shown } = await openPurchase(
      context,
      'maja.ek@example.se',
      'se',
      'skogsport',
      'SE5002',
    );
    expect(shown?.state).toBe('konto');
    expect(canPay(order)).toBe(false);
    expect(await actionsOf(page)).toEqual([]);
  });

  test('fi: a purchase returned before it was paid, in Finnish', async (context) => {
    const { page, order, shown } = await openPurchase(
      context,
      'emilia.heikkinen@example.fi',
      'fi',
      'hemmahus',
      'FI6003',
    );
    expect(shown?.state).toBe('returned');
    expect(order.returnedOrderValue).toBeGreaterThan(0);
    expect(await textContent(page.locator('[data-amount="returned"] dd'))).toBe(
      formatMoney(order.returnedOrderValue ?? 0, 'fi'),
    );
    expect(await actionsOf(page)).toEqual([]);
  });

  test('dk: a cancel-initiated purchase is polled every 5 s until it is due again', async (context) => {
    const reads: number[] = [];
    const { page } = await openAs(
      'karl.andersen@example.dk',
      'dk',
      '/dk/app/purchases/nordpay/DK7001',
      context,
    );
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/order/nordpay/DK7001')) reads.push(Date.now());
    });
    const state = page.locator('.pu-summary .pu-state');
    await state.waitFor();
    // The sandbox resolves it 15 s after Karl's first payments read (the login's home page).
    expect(await state.getAttribute('data-display-state')).toBe('cancel-initiated');
    expect(await textContent(state)).toBe(await stateText('dk', { state: 'cancel-initiated' }));
    expect(await actionsOf(page)).toEqual([]);
    await checkA11y(page);
    await context.expect
      .poll(() => state.getAttribute('data-display-state'), { timeout: 30_000, interval: 500 })
      .toBe('due');
    const resolvedAt = Date.now();
    expect(await textContent(state)).toBe(await stateText('dk', { state: 'due' }));
    // Due again: it can be paid, and the page stops asking (no read in the next poll period).
    await page.getByRole('link', { name: textOf('dk', 'page.purchases.action.pay') }).waitFor();
    expect(reads.length).toBeGreaterThanOrEqual(1);
    const gaps = reads.slice(1).map((at, i) => at - (reads[i] ?? at));
    for (const gap of gaps) expect(gap).toBeGreaterThan(4_000);
    await page.waitForTimeout(7_000);
    expect(reads.filter((at) => at > resolvedAt)).toEqual([]);
  });

  test('no: a due purchase in Norwegian with kr amounts', async (context) => {
    const { page } = await openPurchase(
      context,
      'per.solberg@example.no',
      'no',
      'nordpay',
      'NO4001',
    );
    expect(await textContent(page.locator('[data-amount="total"] dd'))).toMatch(/\skr$/);
    expect((await actionsOf(page))[0]).toBe('pay /no/app/purchases/nordpay/NO4001/steps/pay');
  });

  test('fi: a due purchase in Finnish with EUR amounts and no split', async (context) => {
    const { page, shown } = await openPurchase(
      context,
      'emilia.heikkinen@example.fi',
      'fi',
      'nordpay',
      'FI6002',
    );
    expect(await textContent(page.locator('[data-amount="total"] dd'))).toMatch(/\sEUR$/);
    expect(shown?.state).toBe('due');
    const actions = await actionsOf(page);
    expect(actions[0]).toBe('pay /fi/app/purchases/nordpay/FI6002/steps/pay');
    expect(actions.some((a) => a.startsWith('split'))).toBe(false);
  });

  test('dk: a debt-collection purchase in Danish', async (context) => {
    const { page } = await openPurchase(
      context,
      'emil.poulsen@example.dk',
      'dk',
      'nordpay',
      'DK4001',
    );
    expect(await textContent(page.getByTestId('debt-collection'))).toContain(
      textOf('dk', 'error.debtCollection'),
    );
    expect(await actionsOf(page)).toEqual([]);
  });

  test('se: one brand lists only its purchases', async (context) => {
    const olle = persona('olle.strand@example.se');
    const { page } = await openAs(primaryEmail(olle), 'se', '/se/app/purchases/skogsport', context);
    const expected = (olle.orders ?? []).filter((o) => o.brand === 'skogsport');
    await page.locator('.pu-list').waitFor();
    const links = await page
      .locator('.pu-item a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(expected.map((o) => `/se/app/purchases/skogsport/${o.id}`)),
    );
    expect(links).toHaveLength(expected.length);
    expect(await textContent(page.locator('.pu-filter [aria-current="page"]'))).toBe('Skogsport');
    await checkA11y(page);
  });

  test('an unknown purchase shows the not-found page', async (context) => {
    const { page } = await openAs(
      'anna.lindqvist@example.se',
      'se',
      '/se/app/purchases/nordpay/NOSUCH1',
      context,
    );
    await context.expect
      .poll(() => textContent(page.locator('h1')), { timeout: 15_000 })
      .toBe(textOf('se', 'error.page.404.title'));
    await checkA11y(page);
    // A brand outside the five fails the route's rule: the not-found page as well (core §5).
    await page.goto(`${webUrl()}/se/app/purchases/acme`, { waitUntil: 'networkidle' });
    await context.expect
      .poll(() => textContent(page.locator('h1')), { timeout: 15_000 })
      .toBe(textOf('se', 'error.page.404.title'));
  });
});

/** The figure a row of the overview pages shows (item-list.tsx: the first fact is the amount). */
async function overviewFigure(page: Page, country: CountryCode, path: string, href: string) {
  await page.goto(new URL(`/${country}/app${path}`, webUrl()).href, { waitUntil: 'load' });
  const row = page.locator('.ov-item', { has: page.locator(`a[href="${href}"]`) }).first();
  await row.waitFor();
  return textContent(row.locator('.ov-facts dd').first());
}

describe('one figure on every screen (issue 11)', { concurrent: true }, () => {
  // [who, brand, purchase, the one right figure, the figure a screen wrongly showed]
  const cases = [
    // One of two lines cancelled: 89,90 owed (currentDebtOnOrderInvoice), not the 179,80 ordered.
    ['emilia.heikkinen@example.fi', 'fi', 'nordpay', 'FI6002', 89.9, 179.8],
    // A split partly paid: 15 000 left, not the 18 000 the purchase was.
    ['olle.strand@example.se', 'se', 'skogsport', 'SE6002', 15000, 18000],
  ] as const;
  test.for(cases)(
    '$1 $3: the purchases list, the payments overview and the purchase page agree',
    async ([email, country, brand, id, right, wrong], context) => {
      const { expect } = context;
      const href = `/${country}/app/purchases/${brand}/${id}`;
      const { page } = await openAs(email, country, `/${country}/app/purchases`, context);
      const money = (amount: number) => formatMoney(amount, country);
      // The purchases list.
      const item = page.locator('.pu-item', { has: page.locator(`a[href="${href}"]`) });
      await item.waitFor();
      const listed = await textContent(item.locator('.pu-facts'));
      expect(listed).toContain(`${textOf(country, 'page.purchases.amount.toPay')}${money(right)}`);
      expect(listed).not.toContain(money(wrong));
      // The payments overview.
      expect(await overviewFigure(page, country, '/payments-overview', href)).toBe(money(right));
      // The purchase page: its summary and the last of its amounts.
      await page.goto(new URL(href, webUrl()).href, { waitUntil: 'load' });
      await page.locator('.pu-purchase').waitFor();
      expect(await textContent(page.locator('.pu-summary'))).toContain(
        `${textOf(country, 'page.purchases.amount.toPay')}${money(right)}`,
      );
      expect(await textContent(page.locator('[data-amount="toPay"] dd'))).toBe(money(right));
    },
  );

  test("se: Lars's paused purchase says it is paused, with the paused amount, and no contradiction", async (context) => {
    const { expect } = context;
    const { page, order } = await openPurchase(
      context,
      'lars@example.com',
      'se',
      'fjallmode',
      'SE4002',
    );
    expect(orderDisplayState(order)?.state).toBe('paused');
    const money = formatMoney(1596, 'se');
    const summary = await textContent(page.locator('.pu-summary'));
    expect(summary).toContain(`${textOf('se', 'page.purchases.amount.paused')}${money}`);
    expect(await textContent(page.locator('[data-amount="paused"] dd'))).toBe(money);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain(textOf('se', 'page.purchases.pausedForReturn'));
    // Neither "left to pay" next to it nor "nothing to pay".
    expect(main).not.toContain(textOf('se', 'page.purchases.amount.toPay'));
    expect(main).not.toContain(textOf('se', 'page.purchases.nothingToPay'));
  });
});

describe('product images (issue 11)', { concurrent: true }, () => {
  test('se: a purchase shows each product image from the image service, loaded, without a CSP violation', async (context) => {
    const { expect } = context;
    // openPurchase waits for every line's image to load (naturalWidth > 0) and checks the CSP.
    // Sofia, not Lars: two logins of one persona at once would race for the same login mail.
    const { page, order } = await openPurchase(
      context,
      'sofia.berg@example.se',
      'se',
      'nordpay',
      'SE3001',
    );
    expect(order.orderlines.length).toBe(1);
    expect(await page.locator('.pu-line-image-placeholder').count()).toBe(0);
  });

  test('an image the service does not have is a 404, and the page shows a neutral box instead', async (context) => {
    const { expect } = context;
    const apiUrl = inject('apiUrl').replace(/\/$/, '');
    expect((await fetch(`${apiUrl}/images/NP_00_000_pi?w=64&h=64&aspect=1:1`)).status).toBe(404);
    const { page, errors, cspViolations } = await openAs(
      'lars@example.com',
      'se',
      '/se/app/purchases/fjallmode/SE4002',
      context,
    );
    // Every image the service answers with 404: the lines keep their shape with a box.
    await page.route(`${apiUrl}/images/**`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.reload({ waitUntil: 'load' });
    await page.locator('.pu-purchase').waitFor();
    for (const line of await page.locator('.pu-line').all()) await line.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.pu-line-image-placeholder').count()).toBe(2);
    expect(await page.locator('.pu-line img').count()).toBe(0);
    const box = await page.locator('.pu-line-image-placeholder').first().boundingBox();
    expect(box?.width).toBe(64);
    expect(box?.height).toBe(64);
    expect(cspViolations).toEqual([]);
    // The 404s themselves are the only console errors.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});
