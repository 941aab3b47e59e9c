/**
 * What a page needs from the build besides its document: the modules of its route and of the
 * routes around it, their styles and its data, read from React Router's manifest. The browser
 * fetches them ahead for a link in idle time (platform/prefetch-link.tsx); the web server names
 * them in the SPA fallback of the page asked for (server/spa-fallback.ts), so the browser fetches
 * them alongside the entry instead of one route level after another.
 *
 * Pure: no React, no browser, no Node.
 */
/** A route of React Router's manifest (window.__reactRouterManifest), as far as read here. */
export interface ManifestRoute {
  readonly parentId?: string;
  readonly module: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly clientActionModule?: string;
  readonly clientLoaderModule?: string;
  readonly clientMiddlewareModule?: string;
  readonly hasLoader?: boolean;
  readonly hasClientLoader?: boolean;
}

export interface PrefetchHint {
  readonly rel: 'modulepreload' | 'prefetch';
  readonly as?: 'style' | 'fetch';
  readonly href: string;
}

/**
 * What to fetch ahead for a page: the modules of its route and of its parents not loaded yet,
 * their styles, and its data when its route has a loader (`<path>.data`, as React Router asks
 * for it). Empty when the route is unknown to the manifest.
 */
export function prefetchHints(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
  routeId: string,
  pathname: string,
  loaded: (routeId: string) => boolean,
): PrefetchHint[] {
  const page = routes[routeId];
  if (!page) return [];
  const hints: PrefetchHint[] = [];
  if (page.hasLoader && !page.hasClientLoader)
    hints.push({
      rel: 'prefetch',
      as: 'fetch',
      href: pathname.endsWith('/') ? `${pathname}_.data` : `${pathname}.data`,
    });
  for (
    let id: string | undefined = routeId, route: ManifestRoute | undefined = page;
    id !== undefined && route !== undefined;
    id = route.parentId, route = id === undefined ? undefined : routes[id]
  ) {
    if (loaded(id)) continue;
    const modules = [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      ...(route.imports ?? []),
    ];
    for (const href of modules) if (href) hints.push({ rel: 'modulepreload', href });
    for (const href of route.css ?? []) hints.push({ rel: 'prefetch', as: 'style', href });
  }
  return hints;
}
