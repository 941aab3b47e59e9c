import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closesMenuOnSwipe, USER_MENU } from '../../../../generated/navigation-menu.js';
import { backLinkOf, navContextOf, targetHref } from '../../../../runtime/shared/shell/nav.js';
import { href } from '../../../../runtime/shared/routing/href.js';
import {
  clearSavedScroll,
  parseMemory,
  savedScroll,
  saveScroll,
  SCROLL_MEMORY_KEY,
} from '../../../../runtime/shared/shell/scroll-memory.js';
import { notePageRoute } from '../../../../runtime/shared/routing/previous-route.js';
import { routeOfRouterId } from '../../../../runtime/shared/routing/step-pages.js';
import { LOGGED_OUT } from '../../../../runtime/shared/session/session.js';
import { LOGGED_IN } from './render.js';

describe('swipe to close', () => {
  it('closes on a left swipe of 90 px or more on mobile and tablet only', () => {
    expect(USER_MENU.closeOn.swipeLeft.thresholdPx).toBe(90);
    expect(closesMenuOnSwipe(-90, 'mobile')).toBe(true);
    expect(closesMenuOnSwipe(-120, 'tablet')).toBe(true);
    expect(closesMenuOnSwipe(-89, 'mobile')).toBe(false);
    expect(closesMenuOnSwipe(90, 'mobile')).toBe(false);
    expect(closesMenuOnSwipe(-200, 'desktop')).toBe(false);
  });
});

describe('nav helpers', () => {
  it('builds country paths', () => {
    expect(href('se', 'home')).toBe('/se');
    expect(href('fi', 'ppi-brand', { brand: 'skogsport' })).toBe('/fi/ppi/skogsport');
  });

  it('knows the download-app conditions only once measured', () => {
    const platform = { nativeApp: null, layout: 'mobile', measured: false };
    expect(navContextOf('se', LOGGED_OUT, platform, 'home').conditions.notDesktop).toBe(false);
    const measured = navContextOf('se', LOGGED_OUT, { ...platform, measured: true }, 'home');
    expect(measured.conditions).toMatchObject({ notDesktop: true, outsideNativeApp: true });
    const app = navContextOf('se', LOGGED_OUT, { ...platform, nativeApp: 'ios' }, 'home');
    expect(app.conditions.outsideNativeApp).toBe(false);
  });

  it('reads counts only when logged in', () => {
    const platform = { nativeApp: null, layout: 'mobile', measured: true };
    expect(navContextOf('se', LOGGED_OUT, platform, 'app').counts.unreadNotifications).toBe(0);
    expect(navContextOf('se', LOGGED_IN, platform, 'app').counts.unreadNotifications).toBe(3);
    expect(
      navContextOf('se', LOGGED_IN, platform, 'app-purchases').conditions
        .routeHasCustomerServiceOption,
    ).toBe(true);
  });

  it('fills menu targets from the session, or gives null when it cannot', () => {
    const target = { route: 'app-account-brand', params: { brand: 'account.brand' } } as const;
    expect(targetHref('dk', { ...target, messageId: null }, LOGGED_IN.user)).toBe(
      '/dk/app/account/fjallmode',
    );
    expect(targetHref('dk', { ...target, messageId: null }, null)).toBeNull();
  });

  it('goes back in history when the previous route is listed, else to the fallback', () => {
    expect(backLinkOf('se', 'app-ppi-brand', 'app-ppi', { brand: 'kustkok' })).toEqual({
      history: true,
      href: '/se/app',
    });
    expect(backLinkOf('se', 'app-ppi-brand', 'app', { brand: 'kustkok' })).toEqual({
      history: false,
      href: '/se/app',
    });
    expect(backLinkOf('se', 'app-purchases-brand', null, { brand: 'kustkok' })?.href).toBe(
      '/se/app/purchases',
    );
    expect(backLinkOf('se', 'app-payments-overview', 'app', {})).toBeNull();
    expect(backLinkOf('se', null, null, {})).toBeNull();
  });

  it('records the page before the current one; the same page again changes nothing', () => {
    notePageRoute('app');
    expect(notePageRoute('app-ppi')).toBe('app');
    expect(notePageRoute('app-ppi')).toBe('app');
    expect(notePageRoute('app-ppi-brand')).toBe('app-ppi');
  });

  it('names routes by their ids', () => {
    expect(routeOfRouterId('about-us__se', {})).toBe('about-us');
    expect(routeOfRouterId('public__se', {})).toBeNull();
  });
});

describe('scroll memory', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('keeps the last three app paths of the country, newest last', () => {
    saveScroll('se', '/se/app', 100);
    saveScroll('se', '/se/about-us', 50);
    saveScroll('se', '/se/app/purchases', 200);
    saveScroll('se', '/se/app/notifications', 300);
    saveScroll('se', '/se/app', 150);
    saveScroll('se', '/se/app/todo', 400);
    expect(parseMemory(store.get(SCROLL_MEMORY_KEY) ?? null).map((e) => e.path)).toEqual([
      '/se/app/notifications',
      '/se/app',
      '/se/app/todo',
    ]);
    expect(savedScroll('/se/app')).toBe(150);
    expect(savedScroll('/se/about-us')).toBeNull();
    expect(savedScroll('/se/app/purchases')).toBeNull();
  });

  it('is cleared by the logo and survives bad stored values', () => {
    saveScroll('no', '/no/app', 10);
    clearSavedScroll();
    expect(savedScroll('/no/app')).toBeNull();
    expect(parseMemory('not json')).toEqual([]);
    expect(parseMemory('[{"path":"/se/app","y":"x"},{"path":"/se/app","y":1}]')).toEqual([
      { path: '/se/app', y: 1 },
    ]);
  });

  it('works without storage', () => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    expect(() => saveScroll('se', '/se/app', 1)).not.toThrow();
    expect(savedScroll('/se/app')).toBeNull();
  });
});
