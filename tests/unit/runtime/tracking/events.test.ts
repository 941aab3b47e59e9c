import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_TRACKING_STATE, TRACKING_EVENTS } from '../../../../generated/tracking.js';
import {
  clickPayload,
  dataLayerEvent,
  pageTypeOf,
  pageViewFor,
  recordVisit,
  setTrackingConsent,
  track,
  trackClick,
  trackingState,
  type RouteVisit,
} from '../../../../runtime/shared/tracking/events.js';

const visit = (pathname: string, search = '', hash = ''): RouteVisit => ({
  pathname,
  search,
  hash,
  pageType: pageTypeOf(`${pathname.split('/')[2] ?? 'home'}__se`),
});

describe('page views', () => {
  it('go out on a route change when neither route has a query or hash', () => {
    expect(pageViewFor(visit('/se'), visit('/se/about-us'), 'se', 200)).toEqual({
      pagePath: '/se/about-us',
      pageType: 'about-us',
      previousPagePath: '/se',
      country: 'se',
      errorCode: 200,
    });
  });

  it('go out for the first page, without a previous path', () => {
    expect(pageViewFor(null, visit('/se'), 'se', 200)).toEqual({
      pagePath: '/se',
      pageType: 'home',
      country: 'se',
      errorCode: 200,
    });
  });

  it.each([
    [visit('/se', '?x=1'), visit('/se/about-us')],
    [visit('/se', '', '#top'), visit('/se/about-us')],
    [visit('/se'), visit('/se/about-us', '?FEATURE_FACADE=1')],
    [visit('/se'), visit('/se/about-us', '', '#flow=split')],
  ])('are not sent from %j to %j', (previous, next) => {
    expect(pageViewFor(previous, next, 'se', 200)).toBeNull();
  });

  it('carry the error code of the page', () => {
    expect(pageViewFor(null, visit('/se'), 'se', 503)?.errorCode).toBe(503);
  });
});

describe('event shapes', () => {
  it('pageType is the route id before the double underscore', () => {
    expect(pageTypeOf('about-us__se')).toBe('about-us');
    expect(pageTypeOf('ppi-brand__fi')).toBe('ppi-brand');
  });

  it('a click carries category, subCategory, pagePath and pageType', () => {
    expect(clickPayload('terms', 'footer', { path: '/no/about-us', pageType: 'about-us' })).toEqual(
      { category: 'terms', subCategory: 'footer', pagePath: '/no/about-us', pageType: 'about-us' },
    );
  });

  it('a dataLayer entry is the event name and its fields (Tag Manager convention)', () => {
    expect(dataLayerEvent('bank_selection', { bank: 'nordea' })).toEqual({
      event: 'bank_selection',
      bank: 'nordea',
    });
    expect(Object.keys(TRACKING_EVENTS)).toContain('bank_selection');
  });

  it('records the current and previous page and the history', () => {
    const state = { ...INITIAL_TRACKING_STATE, history: [] };
    recordVisit(state, visit('/se'));
    recordVisit(state, visit('/se/about-us'));
    expect(state.previousPage).toEqual({ path: '/se', pageType: 'home' });
    expect(state.currentPage).toEqual({ path: '/se/about-us', pageType: 'about-us' });
    expect(state.history).toEqual(['/se', '/se/about-us']);
  });
});

describe('the dataLayer', () => {
  afterEach(() => {
    setTrackingConsent(false);
    vi.unstubAllGlobals();
  });

  it('gets nothing without consent', () => {
    const win: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', win);
    expect(track('bank_selection', { bank: 'x' })).toBe(false);
    expect(win.dataLayer).toBeUndefined();
  });

  it('gets events with consent, clicks on the current page', () => {
    const win: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', win);
    setTrackingConsent(true);
    recordVisit(trackingState, visit('/se/about-us'));
    expect(trackClick('logo')).toBe(true);
    expect(trackClick('faq', '', 'click_accordion')).toBe(true);
    expect(win.dataLayer).toEqual([
      {
        event: 'click',
        category: 'logo',
        subCategory: '',
        pagePath: '/se/about-us',
        pageType: 'about-us',
      },
      {
        event: 'click_accordion',
        category: 'faq',
        subCategory: '',
        pagePath: '/se/about-us',
        pageType: 'about-us',
      },
    ]);
  });
});
