import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../generated/countries/index.js';
import type { MessageId } from '../../../../generated/messages/index.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { createTexts, type Texts } from '../../../../runtime/shared/i18n/texts.js';
import {
  ErrorBoundary,
  ErrorContent,
  classifyError,
} from '../../../../runtime/shared/errors/boundary.js';
import {
  CHUNK_RELOAD_KEY,
  failedModule,
  guardRouteModules,
  isChunkLoadError,
  reloadForChunkFailure,
  reloadTarget,
  routeIsShowing,
  type RouteModuleLoading,
} from '../../../../runtime/shared/errors/chunk-reload.js';
import { ErrorPage } from '../../../../runtime/shared/shell/error-page.js';
import { NotFound } from '../../../../runtime/routes/not-found.js';
import { renderInCountry, textOf } from '../public/render.js';

const COUNTRIES: readonly CountryCode[] = ['se', 'no', 'fi', 'dk'];

async function textsOf(country: CountryCode): Promise<Texts> {
  await ensureCatalogue(country);
  return createTexts(catalogueOf(country), countryTerms(country).languageTag);
}

const buttons = (html: string) =>
  [...html.matchAll(/<(?:button|a)\b[^>]*>([^<]*)<\/(?:button|a)>/g)].map((m) => m[1]);

describe('error page by status, every country', () => {
  for (const country of COUNTRIES) {
    it(`${country}: 404 goes home, 503 reloads, 504 retries (and logs out when logged in)`, async () => {
      const t = await textsOf(country);
      const text = (id: string) => t(id as MessageId);

      const notFound = await renderInCountry(country, () => h(ErrorPage, { status: 404 }));
      expect(notFound).toContain(`<h1>${text('error.page.404.title')}</h1>`);
      expect(textOf(notFound)).toContain(text('error.page.404.body'));
      expect(notFound).toContain(`<a class="overlay-button" href="/${country}">`);
      expect(buttons(notFound)).toEqual([text('common.goHome')]);

      const maintenance = await renderInCountry(country, () => h(ErrorPage, { status: 503 }));
      expect(maintenance).toContain(`<h1>${text('error.page.503.title')}</h1>`);
      expect(buttons(maintenance)).toEqual([text('common.reload')]);

      const slow = await renderInCountry(country, () => h(ErrorPage, { status: 504 }));
      expect(slow).toContain(`<h1>${text('error.page.504.title')}</h1>`);
      expect(buttons(slow)).toEqual([text('common.retry')]);

      const slowLoggedIn = await renderInCountry(country, () =>
        h(ErrorPage, { status: 504, loggedIn: true }),
      );
      expect(buttons(slowLoggedIn)).toEqual([text('common.retry'), text('common.logout')]);
    });
  }

  it('the Swedish texts are the ones of the catalogue', async () => {
    const html = await renderInCountry('se', () => h(ErrorPage, { status: 404 }));
    expect(textOf(html)).toContain('Sidan kunde inte hittas');
    expect(textOf(html)).toContain('Till startsidan');
  });

  it('any other status is shown as 504', async () => {
    for (const status of [500, 502, 418, 0]) {
      const html = await renderInCountry('fi', () => h(ErrorPage, { status, loggedIn: true }));
      expect(html).toContain('error-page error-page-504');
    }
  });

  it('a maintenance message replaces title and message, the actions stay', async () => {
    const html = await renderInCountry('no', () =>
      h(ErrorPage, {
        status: 503,
        maintenance: { title: 'Planlagt vedlikehold', message: 'Vi er tilbake kl. 06.' },
      }),
    );
    expect(html).toContain('<h1>Planlagt vedlikehold</h1>');
    expect(html).toContain('<p>Vi er tilbake kl. 06.</p>');
    expect(buttons(html)).toEqual([(await textsOf('no'))('common.reload')]);
  });

  it('logout uses the session module when it is given', async () => {
    const html = await renderInCountry('dk', () =>
      h(ErrorPage, { status: 504, loggedIn: true, onLogout: () => {} }),
    );
    expect(html).toContain('overlay-button overlay-button-quiet');
  });

  it('the not-found route draws the 404 page for the frame’s main and titles the document', async () => {
    const html = await renderInCountry('se', () => h(NotFound), '/se/no-such-page');
    expect(html).toContain('<div class="error-page error-page-404">');
    // The error layout's frame has the main landmark (runtime/routes.ts): not a second one.
    expect(html).not.toContain('<main');
    expect(html).toContain('<title>Sidan kunde inte hittas</title>');
  });
});

describe('error boundary', () => {
  it('sorts errors: responses by status, failed chunks, the rest unexpected', () => {
    expect(classifyError(new ErrorResponse(404, 'Not Found', 'gone'))).toEqual({
      kind: 'status',
      status: 404,
    });
    expect(classifyError(new Response('', { status: 503 }))).toEqual({ kind: 'unexpected' });
    expect(
      classifyError(new TypeError('Failed to fetch dynamically imported module: /assets/x-abc.js')),
    ).toEqual({ kind: 'chunk' });
    expect(classifyError(new Error('boom'))).toEqual({ kind: 'unexpected' });
    expect(classifyError(undefined)).toEqual({ kind: 'unexpected' });
  });

  it('an unexpected error gets the fallback with a link home, in each language', async () => {
    for (const country of COUNTRIES) {
      const t = await textsOf(country);
      const html = await renderInCountry(country, () =>
        h(ErrorContent, { kind: { kind: 'unexpected' } }),
      );
      expect(html).toContain(`<h1>${t('error.unexpected.title')}</h1>`);
      expect(html).toContain(`href="/${country}">${t('error.unexpected.link')}</a>`);
    }
  });

  it('draws any route error in the error layout frame, in the path’s country', async () => {
    await ensureCatalogue('no');
    const t = await textsOf('no');
    const draw = (error: unknown) => {
      const router = createMemoryRouter(
        [{ id: 'root', path: '/', ErrorBoundary, children: [{ path: 'no/ppi/:brand' }] }],
        { initialEntries: ['/no/ppi/no-such-brand'], hydrationData: { errors: { root: error } } },
      );
      return renderToString(h(RouterProvider, { router }));
    };
    const notFound = draw(new ErrorResponse(404, 'Not Found', null));
    expect(notFound).toContain('class="skip-link" href="#main"');
    expect(notFound).toContain('<header');
    expect(notFound).toMatch(/<main id="main"[^>]*>.*error-page-404/);
    expect(notFound).toContain(`<h1>${t('error.page.404.title')}</h1>`);
    expect(notFound).toContain(`href="/no">${t('common.goHome')}</a>`);
    const chunk = draw(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(chunk).toContain(`<h1>${t('error.unexpected.title')}</h1>`);
    expect(chunk).toContain('<header');
  });

  it('an error response shows its error page', async () => {
    const html = await renderInCountry('se', () =>
      h(ErrorContent, { kind: { kind: 'status', status: 404 } }),
    );
    expect(html).toContain('error-page-404');
  });
});

describe('chunk load failure', () => {
  it('recognises the browsers’ messages of a failed dynamic import', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(false);
  });

  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('reloads once, then not again within 60 s, then again', () => {
    const store = memory();
    const reload = vi.fn();
    const t0 = 1_800_000_000_000;
    expect(reloadForChunkFailure(store, t0, reload)).toBe(true);
    expect(store.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadForChunkFailure(store, t0 + 59_999, reload)).toBe(false);
    expect(reloadForChunkFailure(store, t0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when it cannot remember doing so', () => {
    const reload = vi.fn();
    expect(reloadForChunkFailure(null, 1, reload)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForChunkFailure(refusing, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a garbled stamp counts as none', () => {
    const store = memory();
    store.setItem(CHUNK_RELOAD_KEY, 'soon');
    expect(reloadForChunkFailure(store, 5, () => {})).toBe(true);
  });
});

/**
 * React Router's loadRouteModule (7.18.4, lib/dom/ssr/routeModules.ts) as it reads the module
 * cache: `id in cache`, then `cache[id]` awaited; on a failed import of its own it would reload.
 */
async function loadRouteModule(id: string, cache: Record<string, unknown>): Promise<unknown> {
  if (id in cache) return cache[id];
  throw new Error('React Router would import the module itself and reload on failure');
}

describe('the route module guard', () => {
  const home = { default: 'Home' };
  const page = { default: 'Page' };
  const gone = new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js');

  function guarded(options: Partial<RouteModuleLoading> = {}) {
    const cache: Record<string, unknown> = { home };
    const loading: RouteModuleLoading = {
      moduleUrl: (id) => ({ page: '/assets/page-1.js', home: '/assets/home-1.js' })[id],
      isShowing: () => true,
      importModule: vi.fn(() => Promise.resolve(page)),
      reload: vi.fn(() => false),
      ...options,
    };
    return { cache, loading, modules: guardRouteModules(cache, loading) };
  }

  it('leaves loaded modules and unknown routes as they are', async () => {
    const { modules, loading } = guarded();
    expect(await loadRouteModule('home', modules)).toBe(home);
    expect('nowhere' in modules).toBe(false);
    expect(loading.importModule).not.toHaveBeenCalled();
  });

  it('loads a route module itself and keeps it', async () => {
    const { modules, cache, loading } = guarded();
    expect(await loadRouteModule('page', modules)).toBe(page);
    expect(cache['page']).toBe(page);
    expect(await loadRouteModule('page', modules)).toBe(page);
    expect(loading.importModule).toHaveBeenCalledTimes(1);
    expect(loading.importModule).toHaveBeenCalledWith('/assets/page-1.js');
  });

  it('answers a plain lookup of a module not loaded with nothing', () => {
    const { modules } = guarded();
    expect(modules['page']).toBeUndefined();
  });

  it('a failed prefetch gives an empty module and neither reloads nor fails', async () => {
    const { modules, cache, loading } = guarded({
      isShowing: () => false,
      importModule: () => Promise.reject(gone),
    });
    expect(await loadRouteModule('page', modules)).toEqual({});
    expect(loading.reload).not.toHaveBeenCalled();
    expect('page' in cache).toBe(false);
  });

  it('a failed page load reloads when the guard allows, and the load never ends', async () => {
    const { modules, loading } = guarded({
      importModule: () => Promise.reject(gone),
      reload: vi.fn(() => true),
    });
    const settled = vi.fn();
    void loadRouteModule('page', modules).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loading.reload).toHaveBeenCalledWith(gone);
    expect(settled).not.toHaveBeenCalled();
  });

  it('past the guard, the page throws the failure as it draws (for the error boundary)', async () => {
    const { modules, cache } = guarded({ importModule: () => Promise.reject(gone) });
    const module = (await loadRouteModule('page', modules)) as { default: () => never };
    expect(() => module.default()).toThrow(gone);
    expect(() => failedModule(gone).default()).toThrow(gone);
    expect(classifyError(gone)).toEqual({ kind: 'chunk' });
    expect('page' in cache).toBe(false);
  });

  it('a route is shown on the first load, and while a navigation to it is under way', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'page', path: 'page' }] }];
    const router = (initialized: boolean, state: string, pathname?: string) => ({
      routes,
      state: {
        initialized,
        navigation: { state, location: pathname ? { pathname } : undefined },
      },
    });
    expect(routeIsShowing(undefined, 'page')).toBe(true);
    expect(routeIsShowing(router(false, 'idle'), 'page')).toBe(true);
    expect(routeIsShowing(router(true, 'idle'), 'page')).toBe(false);
    expect(routeIsShowing(router(true, 'loading', '/page'), 'page')).toBe(true);
    expect(routeIsShowing(router(true, 'loading', '/'), 'page')).toBe(false);
  });

  it('after a failed navigation the page asked for is loaded, not the one the visitor left', () => {
    const router = (
      state: string,
      location?: { pathname: string; search?: string; hash?: string },
    ) => ({
      routes: [],
      state: { initialized: true, navigation: { state, location } },
    });
    const here = '/se/about-us';
    expect(reloadTarget(undefined, here)).toBe(here);
    expect(reloadTarget(router('idle'), here)).toBe(here);
    expect(reloadTarget(router('loading', { pathname: '/se/payment-options' }), here)).toBe(
      '/se/payment-options',
    );
    expect(
      reloadTarget(router('loading', { pathname: '/se/ppi', search: '?a=1', hash: '#faq' }), here),
    ).toBe('/se/ppi?a=1#faq');
  });
});
