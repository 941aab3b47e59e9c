/**
 * The shell's behaviour in Chromium that the other e2e files do not reach (issue 4 "The shell"):
 * footer groups, PDF links in a new tab and the download-app link rules; the app prompt per
 * platform and never inside the native app (its bridge); the country selector on the private-loan
 * page without dk; the logo click (tracked, home; on home back to the top); the tracking of page
 * views and clicks, by the app across client navigations (logged in: the app draws every page)
 * and by the enhancement script on a page without the framework (ADR 0024); feature toggles from
 * FEATURE_ query parameters; the old-browser notice and the expiry of the access stamp; logged in,
 * the notification bubble, the back link and the scroll position kept for app paths.
 * Devices are emulated the way Chromium's device mode does: its user agent and a bridge object
 * put on `window` before the page's scripts run.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryCodes, countryLocale } from '../../generated/countries/index.js';
import { COUNTRY_SELECTOR } from '../../generated/navigation.js';
import { BRIDGE_NAME } from '../../runtime/shared/platform/device.js';
import { STORAGE_KEYS } from '../../runtime/shared/platform/storage.js';
import { checkA11y } from './support/a11y.js';
import { openPage, type Viewport } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

type Device = 'iphone' | 'android' | 'ios-app' | 'android-app';

/**
 * Opens a page as seen on a device: its user agent (set before the page loads, through the
 * DevTools protocol) and, inside the native app, the bridge object the app puts on `window`.
 */
async function openOn(
  device: Device,
  path: string,
  test: TestContext,
  viewport: Viewport = 'mobile',
) {
  // A first page of the site, so the emulation can be set before the page under test loads.
  const opened = await openPage('/se/about-us', {
    viewport,
    consent: 'denied',
    test,
    waitUntil: 'load',
  });
  const { page } = opened;
  const cdp = await page.context().newCDPSession(page);
  const userAgent = device === 'iphone' || device === 'ios-app' ? IPHONE : ANDROID;
  await cdp.send('Emulation.setUserAgentOverride', { userAgent });
  if (device.endsWith('-app')) {
    const app = device === 'ios-app' ? 'ios' : 'android';
    await page.addInitScript(
      ([name, bridge]) => Object.assign(window, { [name]: { device: bridge } }),
      [BRIDGE_NAME, app] as const,
    );
  }
  await page.goto(new URL(path, page.url()).href, { waitUntil: 'networkidle' });
  return opened;
}

const footerLinks = (page: Page) =>
  page
    .locator('footer a[href]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') })),
    );

const isStore = (href: string) => /apps\.apple\.com|play\.google\.com/.test(href);

describe('footer', { concurrent: true, timeout: 90_000 }, () => {
  test.for(countryCodes)(
    '%s: three groups, private loan except dk, PDFs in a new tab',
    async (country, context) => {
      const { expect } = context;
      const { page, errors } = await openPage(`/${country}/terms-and-conditions`, {
        consent: 'denied',
        test: context,
      });
      const groups = page.locator('footer section h2');
      expect(await groups.count()).toBe(3);
      const links = await footerLinks(page);
      const paths = links.map((link) => new URL(link.href).pathname);
      expect(paths.includes(`/${country}/private-loan`), 'private loan in the footer').toBe(
        country !== 'dk',
      );
      for (const path of [
        'about-us',
        'customer-service',
        'payment-options',
        'terms-and-conditions',
      ])
        expect(paths, path).toContain(`/${country}/${path}`);
      // Desktop: no download-app link.
      expect(links.filter((link) => isStore(link.href))).toEqual([]);
      // Every PDF link of the page (the terms are PDFs) opens in a new tab, without an opener.
      const pdfs = await page.locator('a[href$=".pdf"]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        })),
      );
      expect(pdfs.length, 'the terms page links its PDFs').toBeGreaterThan(0);
      for (const pdf of pdfs) {
        expect(pdf.target).toBe('_blank');
        expect(pdf.rel).toContain('noopener');
      }
      expect(errors).toEqual([]);
    },
  );

  test.for([
    ['iphone', /^https:\/\/apps\.apple\.com\/se\//],
    ['android', /^https:\/\/play\.google\.com\//],
    ['ios-app', null],
    ['android-app', null],
  ] as const)('download-app link on a phone: %s', async ([device, store], context) => {
    const { expect } = context;
    const { page } = await openOn(device, '/se/about-us', context);
    const download = page.locator('footer').getByRole('link', {
      name: textOf('se', 'footer.downloadApp'),
    });
    if (store) {
      await expect.poll(() => download.getAttribute('href'), POLL).toMatch(store);
    } else {
      // Absent: nothing to wait for; the same page on a phone browser shows the link within
      // this time (above).
      await page.waitForTimeout(1500);
      expect(await download.count(), 'no download link inside the app').toBe(0);
      expect((await footerLinks(page)).filter((link) => isStore(link.href))).toEqual([]);
    }
  });
});

describe('app prompt', { concurrent: true, timeout: 90_000 }, () => {
  test.for([
    ['iphone', /^https:\/\/apps\.apple\.com\/fi\//],
    ['android', /^https:\/\/play\.google\.com\/.*gl=FI/],
  ] as const)(
    '%s: offered with its store, dismissed for good',
    async ([device, store], context) => {
      const { expect } = context;
      const { page, errors } = await openOn(device, '/fi', context);
      const prompt = page.getByRole('region', { name: textOf('fi', 'header.appPrompt.title') });
      await prompt.waitFor(POLL);
      const download = prompt.getByRole('link', {
        name: textOf('fi', 'header.appPrompt.download'),
      });
      expect(await download.getAttribute('href')).toMatch(store);
      await checkA11y(page);
      await prompt.getByRole('button', { name: textOf('fi', 'header.appPrompt.dismiss') }).click();
      await prompt.waitFor({ ...POLL, state: 'detached' });
      await page.reload({ waitUntil: 'networkidle' });
      expect(await prompt.count(), 'not offered again after dismissing').toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test.for(['ios-app', 'android-app'] as const)(
    'never inside the native app (%s)',
    async (device, context) => {
      const { expect } = context;
      const { page } = await openOn(device, '/fi', context);
      // The same page in a browser on that phone offers it (above); give it the same time.
      await page.waitForTimeout(1500);
      const prompt = page.getByRole('region', { name: textOf('fi', 'header.appPrompt.title') });
      expect(await prompt.count()).toBe(0);
    },
  );

  test('not on desktop', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/fi', { consent: 'denied', test: context });
    await page.waitForTimeout(1500);
    const prompt = page.getByRole('region', { name: textOf('fi', 'header.appPrompt.title') });
    expect(await prompt.count()).toBe(0);
  });
});

describe('country selector', { concurrent: true, timeout: 90_000 }, () => {
  test.for(['se', 'no', 'fi'] as const)(
    '%s private-loan page: its country first, then by name, no dk',
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPage(`/${country}/private-loan`, {
        consent: 'denied',
        test: context,
      });
      await page
        .getByRole('button', { name: new RegExp(textOf(country, COUNTRY_SELECTOR.openMessageId)) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: textOf(country, COUNTRY_SELECTOR.titleMessageId),
      });
      await dialog.waitFor(POLL);
      const entries = await dialog.getByRole('link').evaluateAll((links) =>
        links.map((a) => ({
          path: new URL((a as HTMLAnchorElement).href).pathname,
          name: a.textContent ?? '',
        })),
      );
      // The selected country first, marked as such.
      expect(entries[0]?.path).toBe(`/${country}/private-loan`);
      expect(await dialog.locator('a[aria-current="true"]').count()).toBe(1);
      expect(entries).toHaveLength(3);
      expect(entries.some((entry) => entry.path.startsWith('/dk'))).toBe(false);
      const others = entries.slice(1).map((entry) => entry.name);
      expect(others).toEqual(
        [...others].sort((a, b) => a.localeCompare(b, countryLocale[country])),
      );
    },
  );
});

type Pushed = Record<string, unknown>;
const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter(
        (entry) => entry['event'] === name,
      ),
    event,
  );

/**
 * A history move the router follows as the browser's back and forward do (a popstate), to
 * addresses no link of the site has: with a query or a hash.
 */
async function moveTo(page: Page, url: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  // Drawn, not just addressed: a move started before the last one has drawn would replace it.
  await page.waitForFunction(
    (old) => {
      const now = document.querySelector('h1')?.textContent;
      return !!now && now !== old;
    },
    before,
    POLL,
  );
}

/**
 * Keeps the page where it is on the next clicks of its links, until released: a page without the
 * framework leaves by a full load, which would empty the data layer before a test has read it.
 * The default is prevented at the window, after the page's own listeners (the enhancement
 * script's, on the logo and the footer) have tracked the click.
 */
async function keptOnPage(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.evaluate(() => {
    const keep = (event: Event) => event.preventDefault();
    window.addEventListener('click', keep);
    (window as unknown as { releaseKept?: () => void }).releaseKept = () =>
      window.removeEventListener('click', keep);
  });
  return {
    release: () =>
      page.evaluate(() => (window as unknown as { releaseKept?: () => void }).releaseKept?.()),
  };
}

describe('logo', { concurrent: true, timeout: 90_000 }, () => {
  test('elsewhere: tracks the click with its page and goes home', async (context) => {
    const { expect } = context;
    // Logged in, a page the router draws: the logo goes home (the app's) by a client navigation,
    // so the data layer still holds the click there.
    const { page, errors } = await openLoggedIn(
      'per.solberg@example.no',
      'no',
      '/no/app/payments-overview',
      { consent: 'granted', test: context },
    );
    await page.getByRole('link', { name: new RegExp(textOf('no', 'header.homeLink')) }).click();
    await page.waitForURL((url) => url.pathname === '/no/app', POLL);
    expect(await pushed(page, 'click')).toContainEqual(
      expect.objectContaining({
        category: 'logo',
        subCategory: '',
        pagePath: '/no/app/payments-overview',
        pageType: 'app-payments-overview',
      }),
    );
    expect(errors).toEqual([]);
  });

  test('on a page without the framework: the enhancement script tracks it, then home loads', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage('/no/accessibility', {
      consent: 'granted',
      test: context,
    });
    // Home is a page load, which empties the data layer: kept until the click is read.
    const kept = await keptOnPage(page);
    const logo = page.getByRole('link', { name: new RegExp(textOf('no', 'header.homeLink')) });
    await logo.click();
    await expect
      .poll(() => pushed(page, 'click'), POLL)
      .toContainEqual(
        expect.objectContaining({
          category: 'logo',
          subCategory: '',
          pagePath: '/no/accessibility',
          pageType: 'accessibility',
        }),
      );
    await kept.release();
    await logo.click();
    await page.waitForURL((url) => url.pathname === '/no', POLL);
    expect(errors).toEqual([]);
  });

  test('on home: back to the top, same page', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/no', {
      consent: 'denied',
      viewport: 'mobile',
      test: context,
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(100);
    const logo = page.getByRole('link', { name: new RegExp(textOf('no', 'header.homeLink')) });
    await logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/no');
  });
});

describe(
  'feature toggles and the old-browser notice',
  { concurrent: true, timeout: 90_000 },
  () => {
    test('a FEATURE_ query parameter is remembered in local storage', async (context) => {
      const { expect } = context;
      const { page } = await openPage('/se?FEATURE_messagecenter=true', {
        consent: 'denied',
        test: context,
      });
      const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.features);
      await expect.poll(stored, POLL).toMatch(/"messagecenter":\s*true/);
      await page.goto(new URL('/se/about-us', page.url()).href, { waitUntil: 'networkidle' });
      expect(await stored(), 'still on the next page without the parameter').toMatch(
        /"messagecenter":\s*true/,
      );
    });

    test('on a framework-free page too (its enhancement script)', async (context) => {
      const { expect } = context;
      const { page } = await openPage('/se/about-us?FEATURE_messagecenter=true', {
        consent: 'denied',
        test: context,
      });
      const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.features);
      await expect.poll(stored, POLL).toMatch(/"messagecenter":\s*true/);
    });

    test('an old browser gets the notice; going on lasts about a week', async (context) => {
      const { expect } = context;
      const { page } = await openPage('/se/about-us', {
        consent: 'denied',
        test: context,
        waitUntil: 'load',
      });
      // A browser without ResizeObserver: one of the features the pages rely on.
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'ResizeObserver');
      });
      await page.goto(new URL('/se', page.url()).href, { waitUntil: 'networkidle' });
      const notice = page.getByRole('region', { name: textOf('se', 'header.compatNotice.title') });
      await notice.waitFor(POLL);
      await notice
        .getByRole('button', { name: textOf('se', 'header.compatNotice.continue') })
        .click();
      await notice.waitFor({ ...POLL, state: 'detached' });
      const stamp = () =>
        page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.compatAccess);
      expect(Number(await stamp())).toBeGreaterThan(Date.now() - 60_000);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await notice.count(), 'not again while the stamp is fresh').toBe(0);

      // Eight days later the stamp has expired: it is removed and the notice is back.
      await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
        STORAGE_KEYS.compatAccess,
        Date.now() - 8 * 24 * 3600_000,
      ] as const);
      await page.reload({ waitUntil: 'networkidle' });
      await notice.waitFor(POLL);
      expect(await stamp()).toBeNull();
    });
  },
);

describe('logged-in header', { concurrent: true, timeout: 120_000 }, () => {
  test('the bubble counts unread notifications; the back link goes back', async (context) => {
    const { expect } = context;
    // Anna has unread notifications (her own YEARLY_INTEREST_RATE and the country's).
    const { page, errors } = await openLoggedIn(
      'anna.lindqvist@example.se',
      'se',
      '/se/app/payments-overview',
      { test: context },
    );
    const toggle = page.locator('button[aria-controls="user-menu"]');
    const bubble = page.locator('#menu-bubble');
    // The count the API gives: notifications not marked read, hers and the country's.
    const unread = await page.evaluate(async () => {
      const feeds = ['/service/payment/user-message', '/service/payment/user-message/country/se'];
      const answers = await Promise.all(feeds.map((feed) => fetch(feed).then((r) => r.json())));
      return answers
        .flatMap(
          (answer: { messages: { type?: string; messageType?: string; isNew?: boolean }[] }) =>
            answer.messages,
        )
        .filter((m) => (m.messageType ?? m.type) === 'Notification' && m.isNew !== false).length;
    });
    expect(unread, 'Anna has unread notifications').toBeGreaterThan(0);
    // 1 to 99 as text (hidden from screen readers, which get the sentence instead).
    await expect
      .poll(() => bubble.locator('[aria-hidden="true"]').textContent(), POLL)
      .toBe(String(unread));
    expect(await toggle.getAttribute('aria-describedby')).toBe('menu-bubble');

    // A purchase from the payments overview: its back link goes back in history, since the
    // route lists the payments overview among the pages it returns to.
    const back = page.getByRole('link', { name: new RegExp(textOf('se', 'common.back')) });
    await page.locator('main a[href^="/se/app/purchases/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/se/app/purchases/'), POLL);
    await back.waitFor(POLL);
    expect(await toggle.count(), 'the back link replaces the toggle').toBe(0);
    const entries = await page.evaluate(() => history.length);
    await back.click();
    await page.waitForURL('**/se/app/payments-overview', POLL);
    await toggle.waitFor(POLL);
    expect(await page.evaluate(() => history.length), 'back in history, no new entry').toBe(
      entries,
    );

    // The notifications lists no page to go back to: its back link leads to the app home.
    await toggle.click();
    await page
      .getByRole('navigation', { name: textOf('se', 'menu.label') })
      .getByRole('link', { name: new RegExp(`^${textOf('se', 'menu.notifications')}`) })
      .click();
    await page.waitForURL('**/se/app/notifications', POLL);
    await back.waitFor(POLL);
    expect(await back.getAttribute('href')).toBe('/se/app');
    expect(errors).toEqual([]);
  });

  test('the scroll position of an app path is kept', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn(
      'olle.strand@example.se',
      'se',
      '/se/app/payments-overview',
      { test: context, viewport: 'mobile' },
    );
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrollY, POLL).toBe(300);
    // A page of its own by a link, then back with the browser.
    await page.locator('main a[href^="/se/app/purchases/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/se/app/purchases/'), POLL);
    await page.goBack();
    await page.waitForURL('**/se/app/payments-overview', POLL);
    await expect.poll(scrollY, POLL).toBe(300);
  });
});

describe('tracking events', { concurrent: true, timeout: 90_000 }, () => {
  test('a footer click carries its category, footer, the page path and type; page views skip queries and hashes', async (context) => {
    const { expect } = context;
    // Logged in, the app draws every page, the public ones too (ADR 0024): client navigations,
    // each with its page view.
    const { page, errors } = await openLoggedIn(
      'juha.nieminen@example.fi',
      'fi',
      '/fi/accessibility',
      { consent: 'granted', test: context },
    );
    await expect.poll(() => pushed(page, 'page_view'), POLL).toHaveLength(1);

    await page
      .locator('footer')
      .getByRole('link', { name: textOf('fi', 'footer.customerService') })
      .click();
    await page.waitForURL('**/fi/customer-service', POLL);
    expect(await pushed(page, 'click')).toContainEqual(
      expect.objectContaining({
        subCategory: 'footer',
        pagePath: '/fi/accessibility',
        pageType: 'accessibility',
      }),
    );
    await expect.poll(() => pushed(page, 'page_view'), POLL).toHaveLength(2);
    expect((await pushed(page, 'page_view'))[1]).toMatchObject({
      pagePath: '/fi/customer-service',
      previousPagePath: '/fi/accessibility',
      pageType: 'customer-service',
      country: 'fi',
    });

    // To a route with a query, and from it to one without: neither sends a page view.
    await moveTo(page, '/fi/app/payments-overview?from=test');
    await moveTo(page, '/fi/app/todo');
    // The same with a hash.
    await moveTo(page, '/fi/app/notifications#latest');
    await moveTo(page, '/fi/customer-service');
    // Plain to plain again: a page view, so the ones above were skipped, not late.
    await moveTo(page, '/fi/app/payments-overview');
    await expect.poll(() => pushed(page, 'page_view'), POLL).toHaveLength(3);
    expect((await pushed(page, 'page_view'))[2]).toMatchObject({
      pagePath: '/fi/app/payments-overview',
      previousPagePath: '/fi/customer-service',
    });
    expect(errors).toEqual([]);
  });

  test('on a page without the framework: the enhancement script sends its page view and tracks a footer click; the next page starts anew', async (context) => {
    const { expect } = context;
    const { page, errors } = await openPage('/fi/accessibility', {
      consent: 'granted',
      test: context,
    });
    await expect.poll(() => pushed(page, 'page_view'), POLL).toHaveLength(1);
    const [view] = await pushed(page, 'page_view');
    expect(view).toMatchObject({
      pagePath: '/fi/accessibility',
      pageType: 'accessibility',
      country: 'fi',
    });
    expect(view).not.toHaveProperty('previousPagePath');

    // The next page is a page load, which empties the data layer: kept until the click is read.
    const kept = await keptOnPage(page);
    const link = page
      .locator('footer')
      .getByRole('link', { name: textOf('fi', 'footer.customerService') });
    await link.click();
    await expect
      .poll(() => pushed(page, 'click'), POLL)
      .toContainEqual(
        expect.objectContaining({
          subCategory: 'footer',
          pagePath: '/fi/accessibility',
          pageType: 'accessibility',
        }),
      );
    await kept.release();
    await link.click();
    await page.waitForURL('**/fi/customer-service', POLL);
    // A first page again (ADR 0024): its view has no previous page.
    await expect.poll(() => pushed(page, 'page_view'), POLL).toHaveLength(1);
    const [after] = await pushed(page, 'page_view');
    expect(after).toMatchObject({ pagePath: '/fi/customer-service', pageType: 'customer-service' });
    expect(after).not.toHaveProperty('previousPagePath');
    expect(errors).toEqual([]);
  });
});

/**
 * A data layer whose push fails, as a blocked or broken Tag Manager can leave it: every tracking
 * event then becomes a client-log entry (spec 8 "Tracking failed"), the log's real producer.
 */
const BROKEN_DATA_LAYER = () => {
  Object.defineProperty(window, 'dataLayer', {
    value: {
      push() {
        throw new Error('data layer blocked');
      },
    },
    writable: false,
  });
};

const LOG_PATH = '/service/payment/api/log';

describe('client log', { concurrent: true, timeout: 120_000 }, () => {
  test('logged in: entries go in one batch about 2 s later (local)', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn(
      'sofie.larsen@example.dk',
      'dk',
      '/dk/app/payments-overview',
      { test: context, consent: 'granted' },
    );
    await page.addInitScript(BROKEN_DATA_LAYER);
    const batches: { at: number; entries: { message: string }[] }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === LOG_PATH) {
        const body = request.postDataJSON() as { entries: { message: string }[] };
        batches.push({ at: Date.now(), entries: body.entries });
      }
    });
    // The reload's page view fails: the first entry.
    const first = Date.now();
    await page.reload({ waitUntil: 'load' });
    // A second failing page view soon after: the same batch.
    await page.locator('main a[href^="/dk/app/"]').first().click();
    await expect.poll(() => batches.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [batch] = batches;
    // Both failed page views, each with its event, in one request.
    expect(batch?.entries.map((entry) => entry.message)).toEqual([
      expect.stringMatching(/^Tracking failed .*"event":"page_view"/),
      expect.stringMatching(/^Tracking failed .*"event":"page_view"/),
    ]);
    // Not sent at once: the batch waited (2 s locally, spec 9).
    expect((batch?.at ?? 0) - first).toBeGreaterThanOrEqual(1500);
  });

  test('logged out: nothing is sent', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/dk/about-us', {
      consent: 'granted',
      test: context,
      waitUntil: 'load',
    });
    await page.addInitScript(BROKEN_DATA_LAYER);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LOG_PATH) sent += 1;
    });
    await page.reload({ waitUntil: 'load' });
    await page.locator('footer a[href="/dk/customer-service"]').click();
    await page.waitForURL('**/dk/customer-service', POLL);
    // Past twice the local batch interval: a batch would have gone by now.
    await page.waitForTimeout(5000);
    expect(sent).toBe(0);
  });
});

describe('progress bar', { concurrent: true, timeout: 90_000 }, () => {
  test('shows while a slow navigation lasts, then goes', async (context) => {
    const { expect } = context;
    // Logged in, the app draws the public pages too; logged out their next page is a full load
    // (ADR 0024).
    const { page, errors } = await openLoggedIn(
      'petra.lund@example.se',
      'se',
      '/se/accessibility',
      {
        test: context,
      },
    );
    // Every code chunk and route data asked from now on is slow, as on a poor connection.
    await page.route(
      (url) => /\.(js|data)$/.test(url.pathname) || url.pathname.endsWith('.data'),
      async (route) => {
        await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      },
    );
    const bar = page.locator('.progress-bar');
    const main = page.locator('main');
    expect(await bar.count()).toBe(0);
    await page.locator('footer a[href="/se/payment-options"]').click();
    await bar.waitFor({ state: 'attached', ...POLL });
    expect(await main.getAttribute('aria-busy')).toBe('true');
    await page.waitForURL('**/se/payment-options', POLL);
    await bar.waitFor({ state: 'detached', ...POLL });
    expect(await main.getAttribute('aria-busy')).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('error page while logged in', { timeout: 120_000 }, () => {
  test('504: retry reloads, logout signs out', async (context) => {
    const { expect } = context;
    const { page } = await openLoggedIn(
      'per.solberg@example.no',
      'no',
      '/no/app/payments-overview',
      {
        test: context,
      },
    );
    // The payments read fails as with the API down behind the proxy.
    await page.route('**/service/payment/api/payments', (route) =>
      route.fulfill({ status: 504, contentType: 'application/problem+json', body: '{}' }),
    );
    await page.reload({ waitUntil: 'load' });
    const title = page.getByRole('heading', {
      level: 1,
      name: textOf('no', 'error.page.504.title'),
    });
    await title.waitFor(POLL);
    await checkA11y(page);
    const retry = page.getByRole('button', { name: textOf('no', 'common.retry') });
    const logout = page.getByRole('button', { name: textOf('no', 'common.logout') });
    expect(await retry.count()).toBe(1);
    expect(await logout.count(), 'logged in: a logout').toBe(1);

    // Retry is a page load; with the API back, the page itself.
    await page.unroute('**/service/payment/api/payments');
    const reloaded = page.waitForEvent('load');
    await retry.click();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).waitFor(POLL);
    await expect.poll(() => title.count(), POLL).toBe(0);

    // Logout from the error page ends the session.
    await page.route('**/service/payment/api/payments', (route) =>
      route.fulfill({ status: 504, contentType: 'application/problem+json', body: '{}' }),
    );
    await page.reload({ waitUntil: 'load' });
    await title.waitFor(POLL);
    await logout.click();
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).some(
            (cookie) => cookie.name === '__Host-logged-in' && cookie.value === '1',
          ),
        POLL,
      )
      .toBe(false);
  });
});
