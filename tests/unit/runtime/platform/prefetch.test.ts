import { describe, expect, it } from 'vitest';
import {
  hintAttributes,
  prefetchHints,
  type ManifestRoute,
} from '../../../../runtime/shared/ui/prefetch-link.js';

const routes: Record<string, ManifestRoute> = {
  root: { module: '/assets/root.js', imports: ['/assets/lib.js', '/assets/shell.js'] },
  country__se: { parentId: 'root', module: '/assets/country.js', imports: ['/assets/shell.js'] },
  'layout-editorial__se': {
    parentId: 'country__se',
    module: '/assets/editorial.js',
    imports: ['/assets/shell.js'],
    css: ['/assets/shell.css'],
  },
  'payment-options__se': {
    parentId: 'layout-editorial__se',
    module: '/assets/payment-options.js',
    imports: ['/assets/lib.js', '/assets/format.js'],
    css: ['/assets/public-pages.css'],
    hasLoader: true,
  },
  app__se: {
    parentId: 'country__se',
    module: '/assets/app.js',
    clientLoaderModule: '/assets/app-loader.js',
  },
};

describe("a link's prefetch", () => {
  it("preloads the page's modules and its layout's not yet loaded, their styles, and its data", () => {
    const loaded = new Set(['root', 'country__se']);
    expect(
      prefetchHints(routes, 'payment-options__se', '/se/payment-options', (id) => loaded.has(id)),
    ).toEqual([
      { rel: 'prefetch', as: 'fetch', href: '/se/payment-options.data' },
      { rel: 'modulepreload', href: '/assets/payment-options.js' },
      { rel: 'modulepreload', href: '/assets/lib.js' },
      { rel: 'modulepreload', href: '/assets/format.js' },
      { rel: 'prefetch', as: 'style', href: '/assets/public-pages.css' },
      { rel: 'modulepreload', href: '/assets/editorial.js' },
      { rel: 'modulepreload', href: '/assets/shell.js' },
      { rel: 'prefetch', as: 'style', href: '/assets/shell.css' },
    ]);
  });

  it('asks for no data a route does not load on the server, and knows no unknown route', () => {
    expect(prefetchHints(routes, 'app__se', '/se/app', (id) => id !== 'app__se')).toEqual([
      { rel: 'modulepreload', href: '/assets/app.js' },
      { rel: 'modulepreload', href: '/assets/app-loader.js' },
    ]);
    expect(prefetchHints(routes, 'nowhere__se', '/se/nowhere', () => false)).toEqual([]);
  });
});

describe("a link's prefetch as the page gives it", () => {
  it("prefetches another page's modules at the lowest priority, in a module's CORS mode", () => {
    expect(hintAttributes({ rel: 'modulepreload', href: '/assets/payment-options.js' })).toEqual({
      rel: 'prefetch',
      as: 'script',
      crossOrigin: 'anonymous',
      href: '/assets/payment-options.js',
    });
  });

  it('gives style and data hints as they are', () => {
    expect(hintAttributes({ rel: 'prefetch', as: 'style', href: '/assets/shell.css' })).toEqual({
      rel: 'prefetch',
      as: 'style',
      crossOrigin: null,
      href: '/assets/shell.css',
    });
    expect(
      hintAttributes({ rel: 'prefetch', as: 'fetch', href: '/se/payment-options.data' }),
    ).toEqual({
      rel: 'prefetch',
      as: 'fetch',
      crossOrigin: null,
      href: '/se/payment-options.data',
    });
  });
});
