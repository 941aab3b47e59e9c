/**
 * The analytics events (schema/tracking.yaml): a typed payload per event, when each is sent and
 * whether it needs consent, the tracking state with its initial value (their data in
 * tracking-data.ts, re-exported here), and the page-view rule.
 */
import { PAGE_VIEW_RULE, type TrackingPayloads } from './tracking-data.js';
import type { RouteName } from './routes/table.js';

export * from './tracking-data.js';

export type TrackingEventName = keyof TrackingPayloads;

export interface TrackingEventDefinition {
  /** When the event is sent. */
  when: string;
  /** Sent only with cookie consent. */
  requiresConsent: boolean;
  fields: readonly string[];
}

export interface TrackedPage {
  path: string;
  pageType: RouteName;
}

/** When the page-view event is sent: on a route change, unless a query or a hash is present. */
export interface PageViewRule {
  event: TrackingEventName;
  on: 'routeChange';
  skipWhenQuery: boolean;
  skipWhenHash: boolean;
}

/** What the page-view rule looks at in a location. */
export interface TrackedLocation {
  search: string;
  hash: string;
}

/** Spec 4: a page view is sent on a route change only when neither route has a query or hash. */
export function sendsPageView(previous: TrackedLocation | null, next: TrackedLocation): boolean {
  const rule: PageViewRule = PAGE_VIEW_RULE;
  return [previous, next].every(
    (location) =>
      location === null ||
      ((!rule.skipWhenQuery || location.search === '') &&
        (!rule.skipWhenHash || location.hash === '')),
  );
}
