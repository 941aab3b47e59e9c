/**
 * Links that fetch their page's code chunk ahead, once the browser is idle (spec 9: idle timeout
 * 2000 ms), and never on a 2g connection or when the visitor asks to save data. Before that the
 * link prefetches nothing, so the first load is not slowed by other pages' code.
 *
 * React Router's own `prefetch="render"` is not used: every link it turns on matches its path
 * against every route of every country (some two hundred, flattened and ranked anew per link)
 * and adds its `<link>` elements through React, so the whole page is drawn again, synchronously,
 * in one task when the idle time comes (Lighthouse measured over a second of blocking time on a
 * phone). Here a link only queues its href; the queue is worked off in idle time, a few links
 * per idle period, each found by the route table's matcher (routeOfPath) and the framework's
 * manifest, and its chunks preloaded with plain `<link>` elements: the same hints React Router
 * would give (modulepreload of the page's modules, prefetch of its styles and data), without
 * drawing anything.
 */
import { useEffect } from 'react';
import { Link, useHref, type LinkProps } from 'react-router';
import { timing } from '../../../generated/constants.js';
import { routeOfPath } from '../routing/route-of-path.js';
import { prefetchHints, type ManifestRoute, type PrefetchHint } from '../routing/route-assets.js';
import { routerIdOf } from '../routing/step-pages.js';

export { prefetchHints, type ManifestRoute, type PrefetchHint };

export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether prefetching is allowed on this connection (unknown connections allow it). */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (timing.prefetchSkipOnSaveData && connection.saveData === true) return false;
  const skipped: readonly string[] = timing.prefetchSkippedConnections;
  return !skipped.includes(connection.effectiveType ?? '');
}

interface FrameworkGlobals {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** Hrefs waiting for idle time, and those already handled (prefetched or nothing to fetch). */
const waiting = new Set<string>();
const handled = new Set<string>();
/** The asset URLs the document already has a `<link>` for. */
let hinted: Set<string> | null = null;
/** 'waiting' until the first idle time; then whether this connection prefetches. */
let mode: 'waiting' | 'on' | 'off' = 'waiting';
let scheduled = false;

function idle(work: (deadline: IdleDeadline | null) => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(() => work(null), timeout);
}

function addHint(hint: PrefetchHint): void {
  hinted ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  );
  if (hinted.has(hint.href)) return;
  hinted.add(hint.href);
  const link = document.createElement('link');
  link.rel = hint.rel;
  if (hint.as) link.as = hint.as;
  link.href = hint.href;
  document.head.appendChild(link);
}

function prefetchPage(href: string): void {
  const globals = window as unknown as FrameworkGlobals;
  const routes = globals.__reactRouterManifest?.routes;
  if (!routes) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  const name = routeOfPath(url.pathname);
  if (!name) return;
  const country = url.pathname.split('/')[1] ?? '';
  // The module cache may be wrapped (errors/chunk-reload.ts): ask for own keys only.
  const modules = globals.__reactRouterRouteModules ?? {};
  const loaded = (id: string) => Object.prototype.hasOwnProperty.call(modules, id);
  for (const hint of prefetchHints(routes, routerIdOf(name, country), url.pathname, loaded))
    addHint(hint);
}

/** Works off the queue in idle time: a few links per idle period, the rest in the next. */
function work(deadline: IdleDeadline | null): void {
  scheduled = false;
  if (mode === 'waiting') {
    const connection = (navigator as { connection?: ConnectionHints }).connection;
    mode = prefetchAllowed(connection) ? 'on' : 'off';
  }
  if (mode === 'off') {
    waiting.clear();
    return;
  }
  // One page at least, more while the idle period lasts: adding a page's links costs a phone a
  // few milliseconds each, and a long task here would hold up the visitor's first tap.
  let first = true;
  for (const href of waiting) {
    if (!first && (!deadline || deadline.didTimeout || deadline.timeRemaining() < 10)) break;
    first = false;
    waiting.delete(href);
    handled.add(href);
    try {
      prefetchPage(href);
    } catch {
      // A hint that cannot be given costs nothing: the page loads its chunk when opened.
    }
  }
  if (waiting.size > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  idle(work, timing.prefetchIdleTimeoutMs);
}

/** Asks for the page of an href to be prefetched in idle time (once per href). */
export function queuePrefetch(href: string): void {
  if (mode === 'off' || handled.has(href) || waiting.has(href)) return;
  waiting.add(href);
  schedule();
}

/** React Router's Link that prefetches its page's chunk (and data) once the page is idle. */
export function PrefetchLink({ prefetch: _ignored, ...props }: LinkProps) {
  const href = useHref(props.to, { relative: props.relative });
  useEffect(() => {
    if (!props.reloadDocument) queuePrefetch(href);
  }, [href, props.reloadDocument]);
  return <Link {...props} />;
}
