/**
 * The shell around the pages (schema/navigation.yaml): header, badges, footer, new-tab links, the
 * app prompt, the country selector, the logo click, scroll memory and page transitions (their data
 * in navigation-data.ts, re-exported here), and the helpers that apply them. The user menu is
 * navigation-menu.ts.
 */
import type { MessageId } from './messages/index.js';
import type { CountryCode } from './countries/index.js';
import {
  APP_DOWNLOAD,
  BADGES,
  COUNTRY_SELECTOR,
  FOOTER,
  LOGO_CLICK,
  NEW_TAB,
  SCROLL_MEMORY,
} from './navigation-data.js';
import { buildPath, ROUTES, type RouteName } from './routes/table.js';

export * from './navigation-data.js';

/** What a badge or a count-dependent link counts; the runtime counts them from the payments data. */
export type NavCount =
  | 'unreadNotifications'
  | 'pendingRefunds'
  | 'dueAccountsAndFreepartOrders'
  | 'kontoAccountsWithPpi';

/** Conditions an entry may need to show; all listed must hold. */
export type NavCondition =
  'hasKontoAccountWithoutPpi' | 'routeHasCustomerServiceOption' | 'outsideNativeApp' | 'notDesktop';

/** Where a path parameter of a link comes from: the one item counted. */
export type NavParamSource = 'account.brand' | 'order.brand' | 'order.id' | 'insuredAccount.brand';

export interface NavTarget {
  route: RouteName;
  params: Readonly<Record<string, NavParamSource>>;
  messageId: MessageId | null;
}

export interface Shown {
  /** Where the entry shows: its own countries within its group's; the route exists in each. */
  countries: readonly CountryCode[];
  visibleWhen: readonly NavCondition[];
}

export type HeaderItem =
  | { id: string; kind: 'logo'; route: RouteName; messageId: MessageId }
  | { id: string; kind: 'link'; route: RouteName; messageId: MessageId }
  | {
      id: string;
      kind: 'menuToggle';
      messageId: MessageId;
      closeMessageId: MessageId;
      badge: BadgeId | null;
      /** The route's back link takes its place when there is one. */
      replacedByBackLink: boolean;
    };

/** Spec 2: the logged-out and the logged-in header, in order. */
export interface HeaderDefinition {
  loggedOut: readonly HeaderItem[];
  loggedIn: readonly HeaderItem[];
}

export interface BadgeDefinition {
  count: NavCount;
  /** Counts from textFrom to textUpTo show as text; above, a bubble without text; below, nothing. */
  textFrom: number;
  textUpTo: number;
  messageId: MessageId;
  overflowMessageId: MessageId;
}

export type BadgeId = keyof typeof BADGES;

export type BadgeDisplay =
  | { kind: 'none' }
  | { kind: 'text'; text: string; messageId: MessageId }
  | { kind: 'bubble'; messageId: MessageId };

/** Spec 2: 1 to 99 shown as text; above 99 a bubble without text; 0 shows nothing. */
export function badgeDisplay(badge: BadgeId, count: number): BadgeDisplay {
  const definition: BadgeDefinition = BADGES[badge];
  if (count < definition.textFrom) return { kind: 'none' };
  if (count <= definition.textUpTo) {
    return { kind: 'text', text: String(count), messageId: definition.messageId };
  }
  return { kind: 'bubble', messageId: definition.overflowMessageId };
}

/** What the runtime knows when it draws the shell. */
export interface NavContext {
  country: CountryCode;
  counts: Readonly<Record<NavCount, number>>;
  conditions: Readonly<Record<NavCondition, boolean>>;
}

/** Whether an entry of the menu or the footer shows in a context (its country, its conditions). */
export function isShown(entry: Shown, context: NavContext): boolean {
  return (
    entry.countries.includes(context.country) &&
    entry.visibleWhen.every((condition) => context.conditions[condition])
  );
}

export interface FooterLink extends Shown {
  id: string;
  route: RouteName | null;
  /** A link that is not a route: appStore is the store for the device (APP_DOWNLOAD). */
  target: 'appStore' | null;
  messageId: MessageId;
}

/** A group of footer links under its heading. */
export interface FooterGroup {
  id: string;
  messageId: MessageId;
  links: readonly FooterLink[];
}

/** Spec 2 "Footer": link groups; clicks are tracked with the footer subCategory. */
export interface FooterDefinition {
  trackEvent: string;
  trackSubCategory: string;
  groups: readonly FooterGroup[];
}

/** The footer groups as shown, links of other countries and unmet conditions left out. */
export function footerGroupsFor(
  context: NavContext,
): { id: string; messageId: MessageId; links: FooterLink[] }[] {
  return FOOTER.groups.map((group) => ({
    id: group.id,
    messageId: group.messageId,
    links: (group.links as readonly FooterLink[]).filter((link) => isShown(link, context)),
  }));
}

/** Spec 2: links to these files open in a new tab, announced to screen readers. */
export interface NewTabRule {
  fileExtensions: readonly string[];
  labelMessageId: MessageId;
}

/** Whether a link opens in a new tab (a PDF), judged by its path without query and hash. */
export function opensInNewTab(href: string): boolean {
  const path = href.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const extensions: readonly string[] = NEW_TAB.fileExtensions;
  return extensions.some((extension) => path.endsWith(`.${extension}`));
}

export type AppStore = 'appStore' | 'playStore';

/** Spec 1: the app prompt, never in the native app; the store by user agent. */
export interface AppDownloadDefinition {
  hiddenInNativeApp: boolean;
  prompt: {
    titleMessageId: MessageId;
    bodyMessageId: MessageId;
    actionMessageId: MessageId;
    dismissMessageId: MessageId;
  };
  stores: readonly { store: AppStore; device: string; userAgentTokens: readonly string[] }[];
}

/** Spec 1: the iOS store for iPhone, iPad and iPod, the Android store otherwise. */
export function appStoreFor(userAgent: string): AppStore {
  const stores: readonly { store: AppStore; userAgentTokens: readonly string[] }[] =
    APP_DOWNLOAD.stores;
  const match = stores.find((s) => s.userAgentTokens.some((token) => userAgent.includes(token)));
  return (match ?? stores[stores.length - 1] ?? { store: 'playStore' }).store;
}

/** Whether the app prompt may show. */
export function showsAppPrompt(insideNativeApp: boolean): boolean {
  return !(APP_DOWNLOAD.hiddenInNativeApp && insideNativeApp);
}

/** Spec 2: the country selector modal. */
export interface CountrySelectorDefinition {
  openMessageId: MessageId;
  titleMessageId: MessageId;
  selectedMessageId: MessageId;
  order: 'selectedFirstThenByName';
  link: 'sameRoute';
  onlyCountriesWithRoute: boolean;
  nameMessageIds: Record<CountryCode, MessageId>;
}

export interface CountrySelectorEntry {
  code: CountryCode;
  name: string;
  link: string;
  selected: boolean;
}

/**
 * Spec 2: the selected country first, then the others by name; each links to the page shown in
 * that country, and countries without that page are left out (the private-loan page has no dk).
 */
export function countrySelectorEntries(
  selected: CountryCode,
  route: RouteName,
  params: Readonly<Record<string, string | undefined>>,
  nameOf: (messageId: MessageId) => string,
): CountrySelectorEntry[] {
  const definition: { path: string; countries: readonly CountryCode[] } = ROUTES[route];
  const codes = Object.keys(COUNTRY_SELECTOR.nameMessageIds) as CountryCode[];
  const entries = codes
    .filter(
      (code) => !COUNTRY_SELECTOR.onlyCountriesWithRoute || definition.countries.includes(code),
    )
    .map((code) => ({
      code,
      name: nameOf(COUNTRY_SELECTOR.nameMessageIds[code]),
      link: buildPath(definition.path ? `${code}/${definition.path}` : code, params),
      selected: code === selected,
    }));
  return entries.sort((a, b) =>
    a.selected !== b.selected ? (a.selected ? -1 : 1) : a.name.localeCompare(b.name),
  );
}

/** Spec 2: what a logo click does. */
export interface LogoClickDefinition {
  trackEvent: string;
  trackCategory: string;
  onHomePath: { scrollToTop: 'smooth' | 'instant' };
  elsewhere: { goHome: boolean; clearSavedScroll: boolean; clearNoScrollFlags: boolean };
}

export interface LogoClickEffect {
  /** Send the click event with LOGO_CLICK.trackCategory. */
  track: boolean;
  goHome: boolean;
  scrollToTop: 'smooth' | 'instant' | null;
  clearSavedScroll: boolean;
  clearNoScrollFlags: boolean;
}

/** The effect of a logo click on `currentPath` when the logo leads to `homePath`. */
export function logoClick(currentPath: string, homePath: string): LogoClickEffect {
  const trim = (path: string): string => path.replace(/\/+$/, '') || '/';
  if (trim(currentPath) === trim(homePath)) {
    return {
      track: false,
      goHome: false,
      scrollToTop: LOGO_CLICK.onHomePath.scrollToTop,
      clearSavedScroll: false,
      clearNoScrollFlags: false,
    };
  }
  return { track: true, scrollToTop: null, ...LOGO_CLICK.elsewhere };
}

/** Spec 2: scroll positions of the last visited paths under a route's path. */
export interface ScrollMemoryDefinition {
  paths: number;
  underRoute: RouteName;
  pathPrefix: string;
}

/**
 * Remembers the scroll position of a path under the country's prefix: the newest last, at most
 * SCROLL_MEMORY.paths of them; paths outside it leave the list as it is.
 */
export function rememberScroll(
  memory: readonly { path: string; y: number }[],
  country: CountryCode,
  path: string,
  y: number,
): { path: string; y: number }[] {
  const prefix = `/${country}/${SCROLL_MEMORY.pathPrefix}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return [...memory];
  const others = memory.filter((entry) => entry.path !== path);
  return [...others, { path, y }].slice(-SCROLL_MEMORY.paths);
}

/** Spec 2 "Other UI pieces": page slide transitions. */
export interface PageTransitions {
  kind: 'slide' | 'none';
  forward: 'fromEnd' | 'fromStart';
  back: 'fromEnd' | 'fromStart';
  reducedMotion: 'none' | 'slide';
}
