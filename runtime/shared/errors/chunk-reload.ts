/**
 * Chunk load failure recovery (spec 8): after a deploy, an open page may ask for code chunks
 * that are gone. Reloading fetches the new build; the page reloads at most once per 60 s
 * (chunkReloadAllowed), the time kept in sessionStorage so it survives the reload itself and a
 * broken deploy cannot loop. Past the guard the error goes on to the error boundary.
 * React Router's own reload of a failed route module is kept out by guardRouteModules below.
 */
import { matchRoutes } from 'react-router';
import { chunkReloadAllowed } from '../../../generated/routes/table.js';
import { reportError } from '../tracking/client-log.js';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// What browsers and Vite say when a dynamic import or its preload fails: Chromium, Firefox,
// Safari, Vite's CSS preload, and the older webpack-style wording some tools still use.
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && typeof error !== 'string') return false;
  const message = typeof error === 'string' ? error : `${error.name}: ${error.message}`;
  return CHUNK_FAILURE.test(message) || (error instanceof Error && error.name === 'ChunkLoadError');
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads when the guard allows and stamps the time; true if it reloaded. Storage may be
 * missing or refuse (private modes): then the page reloads only when it can remember doing so.
 */
export function reloadForChunkFailure(
  store: Store | null,
  now: number,
  reload: () => void,
): boolean {
  try {
    if (!store) return false;
    const stamp = Number(store.getItem(CHUNK_RELOAD_KEY));
    const last = Number.isFinite(stamp) && stamp > 0 ? stamp : null;
    if (!chunkReloadAllowed(last, now)) return false;
    store.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads `target` afresh: the page the visitor asked for when a navigation to it failed (a reload
 * of the page they came from would leave them there), else the page shown.
 */
function loadAfresh(target: string): void {
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (target === here) location.reload();
  else location.assign(target);
}

/** In the browser: reload now if allowed (the error is reported either way). */
export function recoverFromChunkFailure(error: unknown): boolean {
  reportError(error, 'chunkLoadFailure');
  const target = reloadTarget(routerOf(window as FrameworkGlobals), currentPath());
  return reloadForChunkFailure(sessionStore(), Date.now(), () => loadAfresh(target));
}

const currentPath = () => `${location.pathname}${location.search}${location.hash}`;

let installed = false;

/**
 * Listens for Vite's `vite:preloadError` (a chunk's preload failed before React saw it). When
 * the page reloads, the event is cancelled so the error is not thrown into a page going away.
 */
export function installChunkReload(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (recoverFromChunkFailure(payload ?? event)) event.preventDefault();
  });
}

/**
 * React Router 7.18.4 loads a page's route module in `loadRouteModule` (react-router's
 * lib/dom/ssr/routeModules.ts), and when the import fails it logs "Error loading route module
 * ..., reloading page..." and reloads at once, with no guard: a gone chunk loops forever, and a
 * mere prefetch of a linked page (its `links`) reloads the page the visitor is reading. The
 * function's first step is `route.id in routeModules` on the module cache
 * (`window.__reactRouterRouteModules`), and when that is true it returns
 * `routeModules[route.id]` at once, awaited. `guardRouteModules` wraps the cache so that
 * question, for a route not yet loaded, is answered yes and the lookup that follows it gets our
 * own import: React Router's import and reload are never reached.
 *
 * When our import fails: a prefetch gets an empty module (nothing to prefetch, the page stays);
 * the page's own load (a navigation to it, or the first load of the SPA fallback) reloads when
 * the 60 s guard allows, else gets failedModule, and the error boundary shows the error page.
 */
export interface RouteModuleLoading {
  /** The module URL of a route id (the manifest's `module`), undefined for no such route. */
  moduleUrl(id: string): string | undefined;
  /** Whether the route is being loaded to be shown (not merely prefetched). */
  isShowing(id: string): boolean;
  importModule(url: string): Promise<object>;
  /** Reloads when the guard allows; true when it did. */
  reload(error: unknown): boolean;
}

type ModuleCache = Record<string, unknown>;

/**
 * What a page whose chunk failed past the guard is given instead: a module whose page throws the
 * failure as it draws, so the error boundary shows the error page. (A rejected load would not do:
 * React Router lets a failed lazy module pass in silence when the route's data loads without it,
 * and the page would stay blank.)
 */
export function failedModule(error: unknown): { default: () => never } {
  return {
    default: function ChunkLoadFailed(): never {
      throw error;
    },
  };
}

export function guardRouteModules<T extends ModuleCache>(cache: T, loading: RouteModuleLoading): T {
  // The route whose `in` question was just answered yes: its lookup follows in the same step.
  let asked: { id: string; url: string } | null = null;
  const inFlight = new Map<string, Promise<object>>();

  const load = (id: string, url: string): Promise<object> => {
    let shared = inFlight.get(id);
    if (!shared) {
      shared = loading.importModule(url);
      inFlight.set(id, shared);
      const settle = () => inFlight.delete(id);
      shared.then(settle, settle);
    }
    return shared.then(
      (module) => {
        (cache as ModuleCache)[id] = module;
        return module;
      },
      (error: unknown) => {
        if (!loading.isShowing(id)) return {};
        // The page is going away: nothing more to draw, so the load never ends.
        if (loading.reload(error)) return new Promise<object>(() => {});
        return failedModule(error);
      },
    );
  };

  return new Proxy(cache, {
    has(target, key) {
      if (Reflect.has(target, key) || typeof key !== 'string') return Reflect.has(target, key);
      const url = loading.moduleUrl(key);
      if (url === undefined) return false;
      asked = { id: key, url };
      // Only the lookup right after the question gets the load; anything later reads the cache.
      queueMicrotask(() => (asked = null));
      return true;
    },
    get(target, key, receiver) {
      if (asked && key === asked.id && !Reflect.has(target, key)) {
        const { id, url } = asked;
        asked = null;
        return load(id, url);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

interface RouterView {
  readonly routes: Parameters<typeof matchRoutes>[0];
  readonly state: {
    readonly initialized: boolean;
    readonly navigation: {
      readonly state: string;
      readonly location?: {
        readonly pathname: string;
        readonly search?: string;
        readonly hash?: string;
      };
    };
  };
}

/**
 * The address to load after a chunk failure: where a navigation under way is going (the page
 * the visitor asked for), else `current`, the page shown.
 */
export function reloadTarget(router: RouterView | undefined, current: string): string {
  const navigation = router?.state.navigation;
  if (!navigation || navigation.state === 'idle' || !navigation.location) return current;
  const { pathname, search = '', hash = '' } = navigation.location;
  return `${pathname}${search}${hash}`;
}

const routerOf = (globals: FrameworkGlobals) => globals.__reactRouterDataRouter;

interface FrameworkGlobals {
  __reactRouterRouteModules?: ModuleCache;
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
  __reactRouterDataRouter?: RouterView;
}

/**
 * Whether a route is loaded to be shown: before the router has started (the first load) or
 * while a navigation to a location that matches it is under way.
 */
export function routeIsShowing(router: RouterView | undefined, id: string): boolean {
  if (!router || !router.state.initialized) return true;
  const { navigation } = router.state;
  if (navigation.state === 'idle' || !navigation.location) return false;
  return (matchRoutes(router.routes, navigation.location) ?? []).some(
    (match) => match.route.id === id,
  );
}

/** In the browser, before the router is created (entry.client.tsx): guards the module cache. */
export function installRouteModuleGuard(): void {
  if (typeof window === 'undefined') return;
  const globals = window as unknown as FrameworkGlobals;
  const cache = globals.__reactRouterRouteModules;
  if (!cache) return;
  globals.__reactRouterRouteModules = guardRouteModules(cache, {
    moduleUrl: (id) => globals.__reactRouterManifest?.routes[id]?.module,
    isShowing: (id) => routeIsShowing(globals.__reactRouterDataRouter, id),
    importModule: (url) => import(/* @vite-ignore */ url) as Promise<object>,
    reload: (error) => {
      // Read before anything else: the target is the navigation that needed the chunk.
      const target = reloadTarget(globals.__reactRouterDataRouter, currentPath());
      const reloaded = reloadForChunkFailure(sessionStore(), Date.now(), () => loadAfresh(target));
      // Past the guard the error boundary reports the failure as it draws the error page.
      if (reloaded) reportError(error, 'chunkLoadFailure');
      return reloaded;
    },
  });
}
