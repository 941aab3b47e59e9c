/**
 * Tracking events into `window.dataLayer`, the Tag Manager convention (`{ event, ...fields }`),
 * and only with cookie consent (spec 4). The typed `track` takes every event of
 * generated/tracking.ts with its payload; `trackClick` fills in the page for click events.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { RouteName } from '../../../generated/routes/table.js';
import {
  INITIAL_TRACKING_STATE,
  sendsPageView,
  TRACKING_FAILURE_LOG_MESSAGE,
  type TrackedLocation,
  type TrackingEventName,
  type TrackingPayloads,
  type TrackingState,
} from '../../../generated/tracking.js';
import { clientLog } from './client-log.js';

declare global {
  interface Window {
    dataLayer?: object[];
    __trackingState?: TrackingState;
  }
}

/**
 * The spec's tracking state (cookieConsent, errorCode, history, current and previous page). One
 * per page, kept on the window, whichever script asks: on a page without the framework the
 * enhancement script and each island are bundled apart (docs/decisions/0026), each with a copy
 * of this module, and the consent the script records is the one the island's events must see.
 */
export const trackingState: TrackingState =
  typeof window === 'undefined'
    ? { ...INITIAL_TRACKING_STATE, history: [] }
    : (window.__trackingState ??= { ...INITIAL_TRACKING_STATE, history: [] });
/** Paths kept in the history: enough for "where from", never a growing list. */
const HISTORY_LENGTH = 20;

export function setTrackingConsent(granted: boolean): void {
  trackingState.cookieConsent = granted;
}

/** The status of the error page being shown, sent with the page view (200 when none). */
export function setTrackedErrorCode(code: number): void {
  trackingState.errorCode = code;
}

export type DataLayerEvent<E extends TrackingEventName> = { event: E } & TrackingPayloads[E];

export function dataLayerEvent<E extends TrackingEventName>(
  name: E,
  payload: TrackingPayloads[E],
): DataLayerEvent<E> {
  return { event: name, ...payload };
}

/** Sends an event when consent is given; true when it was pushed. A failure is logged. */
export function track<E extends TrackingEventName>(name: E, payload: TrackingPayloads[E]): boolean {
  if (!trackingState.cookieConsent || typeof window === 'undefined') return false;
  try {
    (window.dataLayer ??= []).push(dataLayerEvent(name, payload));
    return true;
  } catch (error) {
    clientLog('error', TRACKING_FAILURE_LOG_MESSAGE, { event: name, error: String(error) });
    return false;
  }
}

/** The spec's pageType: the route name before the double underscore (`about-us__se`). */
export function pageTypeOf(routeId: string): RouteName {
  return (routeId.split('__')[0] ?? routeId) as RouteName;
}

export type ClickEventName = 'click' | 'click_menu' | 'click_accordion';
export type ClickSubCategory = 'footer' | '';

/** The fields of a click event on the current page. */
export function clickPayload(
  category: string,
  subCategory: ClickSubCategory,
  page: { path: string; pageType: RouteName },
): TrackingPayloads['click'] {
  return { category, subCategory, pagePath: page.path, pageType: page.pageType };
}

/**
 * Tracks a click on the current page: `trackClick('logo')`, `trackClick('terms', 'footer')`,
 * `trackClick('faq-fees', '', 'click_accordion')`.
 */
export function trackClick(
  category: string,
  subCategory: ClickSubCategory = '',
  event: ClickEventName = 'click',
): boolean {
  const page = trackingState.currentPage;
  return page ? track(event, clickPayload(category, subCategory, page)) : false;
}

/** A route as tracking sees it. */
export interface RouteVisit extends TrackedLocation {
  pathname: string;
  pageType: RouteName;
}

/**
 * The page view of arriving at `next` from `previous` (null on the first page), or null when
 * the spec says none is sent (either route has a query or a hash).
 */
export function pageViewFor(
  previous: RouteVisit | null,
  next: RouteVisit,
  country: CountryCode,
  errorCode: number,
): TrackingPayloads['page_view'] | null {
  if (!sendsPageView(previous, next)) return null;
  return {
    pagePath: next.pathname,
    pageType: next.pageType,
    ...(previous ? { previousPagePath: previous.pathname } : {}),
    country,
    errorCode,
  };
}

/** Records arriving at a route in the tracking state (current, previous, history). */
export function recordVisit(state: TrackingState, visit: RouteVisit): void {
  state.previousPage = state.currentPage;
  state.currentPage = { path: visit.pathname, pageType: visit.pageType };
  state.history = [...state.history, visit.pathname].slice(-HISTORY_LENGTH);
}
