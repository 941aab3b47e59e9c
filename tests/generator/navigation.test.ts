import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import type { Model } from '../../generator/core/types.js';
import { navigationLinksResolve } from '../../generator/domains/navigation/checks/navigation-links.js';
import { navigationRefsResolve } from '../../generator/domains/navigation/checks/navigation-refs.js';
import { navigationDomain } from '../../generator/domains/navigation/index.js';
import type {
  MenuEntrySource,
  MenuGroupSource,
  NavigationSource,
} from '../../generator/domains/navigation/sources.js';
import { routesDomain } from '../../generator/domains/routes/index.js';
import { emitDomain, readSource } from '../support/sources.js';

/** The shell (schema/navigation.yaml) with the sources it names; `edit` changes a copy of it. */
const REAL: Array<[string, string]> = [
  ['schema/navigation.yaml', 'navigation'],
  ['schema/routes.yaml', 'routes'],
  ['schema/flows.yaml', 'flows'],
  ['schema/tracking.yaml', 'tracking'],
  ['schema/brands.yaml', 'brands'],
  ['schema/codes.yaml', 'codes'],
  ['schema/constants.yaml', 'constants'],
];

function model(edit: (nav: NavigationSource) => void = () => {}, kinds = REAL): Model {
  const files = kinds.map(([path, kind]) => ({
    path,
    kind,
    name: path.replace(/^.*\/|\.yaml$/g, ''),
    data: parse(readSource(path)) as unknown,
  }));
  edit(files[0]!.data as NavigationSource);
  return makeModel(files);
}

const entry = (nav: NavigationSource, id: string): MenuEntrySource =>
  nav.userMenu.entries.find((e) => e.id === id)!;

describe('navigationLinksResolve', () => {
  it('passes the real shell', () => {
    expect(navigationLinksResolve(model())).toEqual([]);
  });

  it('wants a link to show only where its route exists', () => {
    const problems = navigationLinksResolve(
      model((nav) => {
        // The menu's loan entry as a link to the public page, which Denmark does not have.
        const loan = entry(nav, 'privateLoan');
        if (loan.kind !== 'link') throw new Error('the loan entry is a link');
        loan.route = 'private-loan';
        delete loan.countries;
        nav.footer.groups[0]!.links[2]!.countries = ['se', 'dk'];
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'userMenu.entries.6.route',
        "route 'private-loan' does not exist in dk, where this link shows",
      ],
      [
        'footer.groups.0.links.2.route',
        "route 'private-loan' does not exist in dk, where this link shows",
      ],
    ]);
  });

  it("keeps an entry within its group's countries", () => {
    const problems = navigationLinksResolve(
      model((nav) => {
        const group = entry(nav, 'myProfile') as MenuGroupSource;
        group.countries = ['se'];
        group.entries[0]!.countries = ['se', 'fi'];
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['userMenu.entries.3.entries.0.countries', 'its group does not show in fi'],
    ]);
  });

  it('wants the params a route needs, and only those it has', () => {
    const problems = navigationLinksResolve(
      model((nav) => {
        const accounts = (entry(nav, 'myPayments') as MenuGroupSource).entries[2]!;
        if (accounts.kind !== 'accountLinks') throw new Error('accounts moved');
        accounts.single.freepart.params = { brand: 'order.brand' };
        accounts.multiple.params = { brand: 'account.brand' };
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'userMenu.entries.2.entries.2.single.freepart.params',
        "route 'app-purchases-brand-id' needs :id, which this link does not give",
      ],
      [
        'userMenu.entries.2.entries.2.multiple.params.brand',
        "route 'app-payments-overview' has no parameter 'brand'",
      ],
    ]);
  });

  it('keeps pages that need login out of what a visitor sees, and ids unique', () => {
    const problems = navigationLinksResolve(
      model((nav) => {
        nav.header.loggedOut[1] = {
          id: 'logo',
          kind: 'link',
          route: 'app',
          messageId: 'common.login',
        };
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['header.loggedOut.1.id', "id 'logo' is already used by entry 0 here"],
      [
        'header.loggedOut.1.route',
        "route 'app' needs login, but a logged-out visitor sees this link",
      ],
    ]);
  });
});

describe('navigationRefsResolve', () => {
  it('passes the real shell', () => {
    expect(navigationRefsResolve(model())).toEqual([]);
  });

  it('checks badges, tracking events and the footer subCategory', () => {
    const problems = navigationRefsResolve(
      model((nav) => {
        const toggle = nav.header.loggedIn[0]!;
        if (toggle.kind !== 'menuToggle') throw new Error('toggle moved');
        toggle.badge = 'bell';
        nav.userMenu.trackEvent = 'menu_click';
        nav.footer.trackSubCategory = 'bottom';
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['header.loggedIn.0.badge', "unknown badge 'bell'"],
      ['userMenu.trackEvent', "unknown tracking event 'menu_click'"],
      ['footer.trackSubCategory', "event 'click' does not allow subCategory 'bottom'"],
    ]);
  });

  it('checks constants, layout and device codes', () => {
    const problems = navigationRefsResolve(
      model((nav) => {
        nav.badges.notifications!.textUpToConstant = 'chunkReloadGuard';
        nav.scrollMemory.pathsConstant = 'scrollPaths';
        nav.appDownload.stores[0]!.device = 'iphone';
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'badges.notifications.textUpToConstant',
        "constant 'chunkReloadGuard' is not a number in count",
      ],
      ['scrollMemory.pathsConstant', "unknown constant 'scrollPaths'"],
      ['appDownload.stores.0.device', "'iphone' is not a code of the device table"],
    ]);
  });

  it('wants exactly one store for the devices no tokens match, last', () => {
    const problems = navigationRefsResolve(
      model((nav) => {
        nav.appDownload.stores.reverse();
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'the store without user-agent tokens must come last, after the stores it falls back from',
    ]);
  });

  it('wants a menu entry for the customer-service option of purchase and invoice routes', () => {
    const problems = navigationRefsResolve(
      model((nav) => {
        nav.userMenu.entries = nav.userMenu.entries.filter((e) => e.id !== 'customerServiceOption');
      }),
    );
    expect(problems.map((p) => p.expected)).toEqual([
      'an entry with visibleWhen: [routeHasCustomerServiceOption]',
    ]);
  });

  it('skips code tables and constants that are not loaded', () => {
    const problems = navigationRefsResolve(
      model(
        (nav) => {
          nav.scrollMemory.pathsConstant = 'scrollPaths';
          nav.appDownload.stores[0]!.device = 'iphone';
        },
        REAL.filter(([, kind]) => kind !== 'codes' && kind !== 'constants'),
      ),
    );
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------- the emitted module, run

type Count =
  | 'unreadNotifications'
  | 'pendingRefunds'
  | 'dueAccountsAndFreepartOrders'
  | 'kontoAccountsWithPpi';
type Condition =
  'hasKontoAccountWithoutPpi' | 'routeHasCustomerServiceOption' | 'outsideNativeApp' | 'notDesktop';
interface Target {
  route: string;
  params: Record<string, string>;
  messageId: string | null;
}
interface Entry {
  id: string;
  kind: string;
  route?: string;
  entries?: Entry[];
}
interface Context {
  country: string;
  counts: Record<Count, number>;
  conditions: Record<Condition, boolean>;
}
interface NavigationModule {
  HEADER: {
    loggedOut: Array<{ id: string; kind: string; route?: string }>;
    loggedIn: Array<{ id: string; kind: string; route?: string; replacedByBackLink?: boolean }>;
  };
  USER_MENU: { entries: Entry[]; closeOn: { routeChange: boolean } };
  badgeDisplay: (badge: string, count: number) => { kind: string; text?: string };
  menuEntriesFor: (context: Context) => Entry[];
  accountLinkTarget: (entry: Entry, count: number, kind: string) => Target | null;
  insuranceLinkTarget: (entry: Entry, count: number) => Target | null;
  closesMenuOnSwipe: (deltaXPx: number, layout: string) => boolean;
  footerGroupsFor: (context: Context) => Array<{ id: string; links: Array<{ id: string }> }>;
  opensInNewTab: (href: string) => boolean;
  appStoreFor: (userAgent: string) => string;
  showsAppPrompt: (insideNativeApp: boolean) => boolean;
  countrySelectorEntries: (
    selected: string,
    route: string,
    params: Record<string, string>,
    nameOf: (messageId: string) => string,
  ) => Array<{ code: string; name: string; link: string; selected: boolean }>;
  logoClick: (
    currentPath: string,
    homePath: string,
  ) => {
    track: boolean;
    goHome: boolean;
    scrollToTop: string | null;
    clearSavedScroll: boolean;
    clearNoScrollFlags: boolean;
  };
  rememberScroll: (
    memory: Array<{ path: string; y: number }>,
    country: string,
    path: string,
    y: number,
  ) => Array<{ path: string; y: number }>;
  SCROLL_MEMORY: { paths: number; pathPrefix: string };
  PAGE_TRANSITIONS: { kind: string };
}

let dir = '';
let nav: NavigationModule;

beforeAll(async () => {
  // The shell's helpers build paths with the route table, so both domains' modules are loaded.
  const outputs = [
    ...(await emitDomain(routesDomain, model())),
    ...(await emitDomain(navigationDomain, model())),
  ];
  dir = mkdtempSync(join(tmpdir(), 'navigation-emitted-'));
  for (const file of outputs) {
    const to = join(dir, file.path.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(
      to,
      ts.transpileModule(file.content, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    );
  }
  // The user menu is a module of its own (generated/navigation-menu.ts); the test reads both.
  nav = {
    ...((await import(pathToFileURL(join(dir, 'navigation.js')).href)) as object),
    ...((await import(pathToFileURL(join(dir, 'navigation-menu.js')).href)) as object),
  } as NavigationModule;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const context = (
  country: string,
  counts: Partial<Record<Count, number>> = {},
  conditions: Partial<Record<Condition, boolean>> = {},
): Context => ({
  country,
  counts: {
    unreadNotifications: 0,
    pendingRefunds: 0,
    dueAccountsAndFreepartOrders: 0,
    kontoAccountsWithPpi: 0,
    ...counts,
  },
  conditions: {
    hasKontoAccountWithoutPpi: false,
    routeHasCustomerServiceOption: false,
    outsideNativeApp: true,
    notDesktop: true,
    ...conditions,
  },
});

describe('the emitted shell', () => {
  it('has the two headers of spec 2', () => {
    expect(nav.HEADER.loggedOut.map((i) => [i.kind, i.route])).toEqual([
      ['logo', 'home'],
      ['link', 'login'],
    ]);
    expect(nav.HEADER.loggedIn.map((i) => [i.kind, i.route])).toEqual([
      ['menuToggle', undefined],
      ['logo', 'app'],
      ['link', 'customer-service'],
    ]);
    expect(nav.HEADER.loggedIn[0]!.replacedByBackLink).toBe(true);
  });

  it('shows 1 to 99 as text and more as a bubble without text', () => {
    expect([0, 1, 99, 100, 250].map((n) => nav.badgeDisplay('notifications', n))).toEqual([
      { kind: 'none' },
      { kind: 'text', text: '1', messageId: 'header.notificationBubble' },
      { kind: 'text', text: '99', messageId: 'header.notificationBubble' },
      { kind: 'bubble', messageId: 'header.notificationBubbleOverflow' },
      { kind: 'bubble', messageId: 'header.notificationBubbleOverflow' },
    ]);
  });

  it("lists the user menu in the spec's order, without private loan in Denmark", () => {
    const ids = (entries: Entry[]): string[] => entries.map((e) => e.id);
    expect(ids(nav.USER_MENU.entries)).toEqual([
      'home',
      'notifications',
      'myPayments',
      'myProfile',
      'myInsurance',
      'insurance',
      'privateLoan',
      'support',
      'customerServiceOption',
      'about',
      'logout',
    ]);
    expect(ids(nav.menuEntriesFor(context('se')))).toEqual([
      'home',
      'notifications',
      'myPayments',
      'myProfile',
      'privateLoan',
      'support',
      'about',
      'logout',
    ]);
    const dk = nav.menuEntriesFor(
      context(
        'dk',
        { kontoAccountsWithPpi: 1, dueAccountsAndFreepartOrders: 2 },
        {
          routeHasCustomerServiceOption: true,
          hasKontoAccountWithoutPpi: true,
        },
      ),
    );
    expect(ids(dk)).toEqual([
      'home',
      'notifications',
      'myPayments',
      'myProfile',
      'myInsurance',
      'insurance',
      'support',
      'customerServiceOption',
      'about',
      'logout',
    ]);
    expect(ids(dk.find((e) => e.id === 'myPayments')!.entries!)).toEqual([
      'purchasesOverview',
      'refund',
      'accounts',
    ]);
  });

  it('links one due item straight to it, several to the overview', () => {
    const payments = nav.USER_MENU.entries.find((e) => e.id === 'myPayments')!;
    const accounts = payments.entries!.find((e) => e.id === 'accounts')!;
    expect(nav.accountLinkTarget(accounts, 0, 'konto')).toBeNull();
    expect(nav.accountLinkTarget(accounts, 1, 'konto')).toEqual({
      route: 'app-account-brand',
      params: { brand: 'account.brand' },
      messageId: 'menu.account.konto',
    });
    expect(nav.accountLinkTarget(accounts, 1, 'freepart')?.route).toBe('app-purchases-brand-id');
    expect(nav.accountLinkTarget(accounts, 3, 'monthly')?.route).toBe('app-payments-overview');
  });

  it('links one insured konto account to its insurance and several to connected-ppis', () => {
    const insurance = nav.USER_MENU.entries.find((e) => e.id === 'myInsurance')!;
    expect(nav.insuranceLinkTarget(insurance, 0)).toBeNull();
    expect(nav.insuranceLinkTarget(insurance, 1)).toMatchObject({
      route: 'app-my-insurance-brand',
      params: { brand: 'insuredAccount.brand' },
    });
    expect(nav.insuranceLinkTarget(insurance, 2)?.route).toBe('app-connected-ppis');
  });

  it('closes the menu on route change and on a left swipe of 90 px on mobile and tablet', () => {
    expect(nav.USER_MENU.closeOn.routeChange).toBe(true);
    expect(nav.closesMenuOnSwipe(-90, 'mobile')).toBe(true);
    expect(nav.closesMenuOnSwipe(-89, 'tablet')).toBe(false);
    expect(nav.closesMenuOnSwipe(90, 'mobile')).toBe(false);
    expect(nav.closesMenuOnSwipe(-200, 'desktop')).toBe(false);
  });

  it('has three footer groups, private loan not in dk, the app link off desktop and outside the app', () => {
    const footer = (c: Context): string[][] =>
      nav.footerGroupsFor(c).map((g) => [g.id, ...g.links.map((l) => l.id)]);
    expect(footer(context('se'))).toEqual([
      ['services', 'paymentOptions', 'insurance', 'privateLoan'],
      ['product', 'aboutUs', 'downloadApp'],
      ['information', 'customerService', 'terms', 'cookies', 'privacyPolicy', 'accessibility'],
    ]);
    expect(footer(context('dk', {}, { notDesktop: false }))).toEqual([
      ['services', 'paymentOptions', 'insurance'],
      ['product', 'aboutUs'],
      ['information', 'customerService', 'terms', 'cookies', 'privacyPolicy', 'accessibility'],
    ]);
    expect(footer(context('no', {}, { outsideNativeApp: false }))[1]).toEqual([
      'product',
      'aboutUs',
    ]);
  });

  it('opens PDF links in a new tab', () => {
    expect(nav.opensInNewTab('/download/CREDIT_TERMS_AND_CONDITIONS/nordpay/se.pdf')).toBe(true);
    expect(nav.opensInNewTab('/x/Report.PDF?v=2#top')).toBe(true);
    expect(nav.opensInNewTab('/se/terms-and-conditions')).toBe(false);
  });

  it('offers the iOS store on iPhone, iPad and iPod, the Android store otherwise, never in the app', () => {
    expect(nav.appStoreFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'appStore',
    );
    expect(nav.appStoreFor('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('appStore');
    expect(nav.appStoreFor('Mozilla/5.0 (iPod touch)')).toBe('appStore');
    expect(nav.appStoreFor('Mozilla/5.0 (Linux; Android 14)')).toBe('playStore');
    expect(nav.appStoreFor('Mozilla/5.0 (Windows NT 10.0)')).toBe('playStore');
    expect(nav.showsAppPrompt(true)).toBe(false);
    expect(nav.showsAppPrompt(false)).toBe(true);
  });

  it('lists the selected country first, then by name, and no dk on the private-loan page', () => {
    const names: Record<string, string> = {
      'country.name.se': 'Sverige',
      'country.name.no': 'Norge',
      'country.name.fi': 'Finland',
      'country.name.dk': 'Danmark',
    };
    const nameOf = (id: string): string => names[id] ?? id;
    expect(nav.countrySelectorEntries('no', 'about-us', {}, nameOf)).toEqual([
      { code: 'no', name: 'Norge', link: '/no/about-us', selected: true },
      { code: 'dk', name: 'Danmark', link: '/dk/about-us', selected: false },
      { code: 'fi', name: 'Finland', link: '/fi/about-us', selected: false },
      { code: 'se', name: 'Sverige', link: '/se/about-us', selected: false },
    ]);
    expect(nav.countrySelectorEntries('se', 'private-loan', {}, nameOf).map((e) => e.code)).toEqual(
      ['se', 'fi', 'no'],
    );
    expect(nav.countrySelectorEntries('fi', 'home', {}, nameOf)[0]!.link).toBe('/fi');
  });

  it('tracks a logo click and goes home, or scrolls smoothly up when already home', () => {
    expect(nav.logoClick('/se/app', '/se/app')).toEqual({
      track: false,
      goHome: false,
      scrollToTop: 'smooth',
      clearSavedScroll: false,
      clearNoScrollFlags: false,
    });
    expect(nav.logoClick('/se/app/purchases', '/se/app/')).toEqual({
      track: true,
      goHome: true,
      scrollToTop: null,
      clearSavedScroll: true,
      clearNoScrollFlags: true,
    });
  });

  it('remembers the scroll position of the last 3 paths under app', () => {
    expect(nav.SCROLL_MEMORY).toMatchObject({ paths: 3, pathPrefix: 'app' });
    let memory: Array<{ path: string; y: number }> = [];
    for (const [path, y] of [
      ['/se/app', 10],
      ['/se/app/purchases', 20],
      ['/se/about-us', 99],
      ['/se/app/todo', 30],
      ['/se/app', 40],
      ['/se/app/profile', 50],
    ] as const) {
      memory = nav.rememberScroll(memory, 'se', path, y);
    }
    expect(memory).toEqual([
      { path: '/se/app/todo', y: 30 },
      { path: '/se/app', y: 40 },
      { path: '/se/app/profile', y: 50 },
    ]);
    expect(nav.PAGE_TRANSITIONS.kind).toBe('slide');
  });
});
