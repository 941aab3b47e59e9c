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
 * manifest, and its chunks hinted with plain `<link>` elements, without drawing anything: the
 * hints React Router would give (its page's modules, styles and data), every one a prefetch
 * (hintAttributes).
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
/** The hrefs hinted so far. */
const hinted = new Set<string>();
/** 'waiting' until the first idle time; then whether this connection prefetches. */
let mode: 'waiting' | 'on' | 'off' = 'waiting';
let scheduled = false;

function idle(work: (deadline: IdleDeadline | null) => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(() => work(null), timeout);
}

/**
 * The `<link>` a hint becomes in the head. Another page's modules are prefetched, not
 * modulepreloaded as React Router does for the page being opened: a modulepreload is fetched at
 * high priority, beside what the page itself still loads, and compiled on the main thread, for
 * a page the visitor may never open; a prefetch waits for a quiet network, at the lowest
 * priority, and leaves the module in the HTTP cache, where the import of the page finds it
 * (`crossorigin`: the same CORS mode and credentials as a module script's request).
 */
export function hintAttributes(hint: PrefetchHint): {
  rel: string;
  as: string | null;
  crossOrigin: 'anonymous' | null;
  href: string;
} {
  if (hint.rel === 'modulepreload')
    return { rel: 'prefetch', as: 'script', crossOrigin: 'anonymous', href: hint.href };
  return { rel: hint.rel, as: hint.as ?? null, crossOrigin: null, href: hint.href };
}

/**
 * The asset paths the page has already: those its `<link>`s name and those it has fetched (the
 * framework's modules, imported without a link of their own once React has drawn the head). A
 * prefetch of one of them would ask the HTTP cache again for nothing.
 */
function alreadyHere(): Set<string> {
  const here = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  );
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin) here.add(url.pathname);
  }
  return here;
}

function addHint(hint: PrefetchHint, here: ReadonlySet<string>): void {
  if (hinted.has(hint.href) || here.has(hint.href)) return;
  hinted.add(hint.href);
  const { rel, as, crossOrigin, href } = hintAttributes(hint);
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  if (crossOrigin) link.crossOrigin = crossOrigin;
  link.href = href;
  document.head.appendChild(link);
}

function prefetchPage(href: string, here: ReadonlySet<string>): void {
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
    addHint(hint, here);
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
  const here = alreadyHere();
  for (const href of waiting) {
    if (!first && (!deadline || deadline.didTimeout || deadline.timeRemaining() < 10)) break;
    first = false;
    waiting.delete(href);
    handled.add(href);
    try {
      prefetchPage(href, here);
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
