/**
 * The web server's rules as a browser meets them: the bare root goes to the Swedish site, an
 * unknown path gets the app shell (login for visitors, the 404 page for a failed parameter),
 * every answer carries the security headers, and the pages work under the Content-Security-Policy
 * (hydrated, nothing refused).
 */
import { describe, expect, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { ACCESS_RULES, REDIRECTS, ROUTES } from '../../generated/routes/table.js';
import { plannedRoutes } from '../../runtime/routing/plan.js';
import { checkA11y } from './support/a11y.js';
import { scriptSources } from './support/csp.js';
import { openPage, webUrl } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

const unknownPath = '/se/no-such-page-here';

describe.concurrent('web server', () => {
  test('the bare root redirects to the Swedish site', async () => {
    const rule = REDIRECTS.find((redirect) => redirect.kind === 'root');
    const answer = await fetch(`${webUrl()}/`, { redirect: 'manual' });
    expect(answer.status).toBe(rule?.status);
    expect(new URL(answer.headers.get('location') ?? '', webUrl()).pathname).toBe('/se');
  });

  test('the browser lands on the Swedish home page from the root', async (context) => {
    const { expect } = context;
    const { page, response } = await openPage('/', { test: context });
    expect(new URL(page.url()).pathname).toBe('/se');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
  });

  test.for([
    '/se/app/invoices/no-such-brand/2024-01-15',
    '/se/app/purchases/no-such-brand',
    '/fi/app/purchases/no-such-brand/ORD-1',
    '/no/app/invoices/fjallmode/2024-13-45',
    '/dk/ppi/no-such-brand',
  ])('%s (a parameter failing its rule) answers 404 from the server', async (path) => {
    // Spec 8: a route validation failure is a 404; the server applies the route table's rules
    // (generated/routes/table.ts PARAM_RULES) and sends the app shell, which draws the page.
    const answer = await fetch(`${webUrl()}${path}`, { redirect: 'manual' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('__reactRouterContext');
  });

  test('an unknown path answers with the app shell (the client app decides)', async () => {
    // docs/web-server.md: app pages, the preview and unknown paths all get the SPA fallback; the
    // client sends a visitor to login (spec 6) and shows the 404 page on a failed parameter.
    const answer = await fetch(`${webUrl()}${unknownPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  });

  test('a logged-out visitor on an unknown path goes to login', async (context) => {
    const { expect } = context;
    const { page } = await openPage(unknownPath, { test: context });
    const loginPath = `/se/${ROUTES[ACCESS_RULES.loggedOutUnknownRoute.redirectTo].path}`;
    await expect.poll(() => new URL(page.url()).pathname).toBe(loginPath);
  });

  test('a path parameter failing its rule shows the not-found page with a way home', async (context) => {
    const { expect } = context;
    // Spec 8: a route validation failure is a 404; ppi/<brand> with a brand that is none.
    const { page, response } = await openPage('/se/ppi/no-such-brand', { test: context });
    // The server knows the rule too: the answer is a 404, with the app shell that draws the page.
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(textOf('se', 'error.page.404.title'));
    const goHome = page.getByRole('link', { name: textOf('se', 'common.goHome') });
    const goHomeButton = page.getByRole('button', { name: textOf('se', 'common.goHome') });
    expect(
      (await goHome.count()) + (await goHomeButton.count()),
      'a go-home action',
    ).toBeGreaterThan(0);
    await checkA11y(page);
  });

  // Every built public route with a brand parameter, in each of its countries, with a brand that
  // is none (spec 5: one of the five brands; spec 8: otherwise a 404).
  const badBrandPaths = plannedRoutes()
    .filter(({ definition }) => definition.access !== 'auth' && 'brand' in definition.params)
    .flatMap(({ definition }) =>
      definition.countries.map((country) => ({
        country,
        path: `/${country}/${definition.path.replace(':brand', 'no-such-brand').replace(/\/:[a-z]+\?/gi, '')}`,
      })),
    );

  test.for(badBrandPaths)(
    '$path (a brand that is none) shows the not-found page in the error layout',
    async ({ country, path }, context) => {
      const { expect } = context;
      const { page } = await openPage(path, { consent: 'denied', test: context });
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(textOf(country, 'error.page.404.title'));
      expect(await page.title()).toBe(textOf(country, 'error.page.404.title'));
      // Inside the frame: the skip link and the header are there, the page in main.
      expect(await page.locator('main#main h1').count()).toBe(1);
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('link', { name: textOf(country, 'common.goHome') }).count())
        .toBeGreaterThan(0);
    },
  );

  test('a failed parameter reached by a client navigation shows the not-found page', async (context) => {
    const { expect } = context;
    const ppi = pagesOf('se').find((page) => page.route === 'ppi');
    if (!ppi) throw new Error('no Swedish ppi page in the build (runtime/pages/ppi.tsx)');
    const { page, errors } = await openPage(ppi.path, { consent: 'denied', test: context });
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    // The router's own navigate, as a link inside the app would do it.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/se/ppi/no-such-brand'),
    );
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(textOf('se', 'error.page.404.title'));
    expect(new URL(page.url()).pathname).toBe('/se/ppi/no-such-brand');
    expect(documents, 'no page load: the app decided').toBe(0);
    // Nothing was fetched for the brand that is none (the check comes before any loader).
    expect(errors, 'console errors').toEqual([]);
    await checkA11y(page);
  });

  test.for(['/se', unknownPath])('%s carries the security headers', async (path) => {
    const answer = await fetch(`${webUrl()}${path}`);
    const header = (name: string) => answer.headers.get(name) ?? '';
    expect(header('content-security-policy'), 'Content-Security-Policy').not.toBe('');
    const scripts = scriptSources(header('content-security-policy'));
    expect(scripts, 'script-src (or default-src)').not.toEqual([]);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      expect(scripts, `script sources must not allow ${unsafe}`).not.toContain(unsafe);
    // Spec 7: every answer has a same-origin referrer policy and is not stored.
    expect(header('referrer-policy')).toBe('same-origin');
    expect(header('cache-control')).toMatch(/\bno-store\b/);
    expect(header('x-content-type-options')).toBe('nosniff');
  });

  test.for(countryCodes)(
    'the %s home page hydrates under its CSP with nothing refused',
    async (country, context) => {
      const { expect } = context;
      const [home] = pagesOf(country);
      const { page, errors, cspViolations } = await openPage(home?.path ?? `/${country}`, {
        test: context,
      });
      // React marks the document it took over; it is missing when a script was refused.
      const hydrated = await page.evaluate(() =>
        Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
      );
      expect(cspViolations, 'CSP violations').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
      expect(hydrated, 'React hydrated the page').toBe(true);
    },
  );
});
