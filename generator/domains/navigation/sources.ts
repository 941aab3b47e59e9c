import type { Model, SourceFile } from '../../core/types.js';
import type { Country } from '../routes/sources.js';

/**
 * The shape of schema/navigation.yaml as its meta schema (schema/meta/navigation.schema.json)
 * guarantees it, plus typed access to the file.
 */

export const NAVIGATION_KIND = 'navigation';

export type NavCount =
  | 'unreadNotifications'
  | 'pendingRefunds'
  | 'dueAccountsAndFreepartOrders'
  | 'kontoAccountsWithPpi';
export type NavCondition =
  'hasKontoAccountWithoutPpi' | 'routeHasCustomerServiceOption' | 'outsideNativeApp' | 'notDesktop';
export type NavParamSource = 'account.brand' | 'order.brand' | 'order.id' | 'insuredAccount.brand';

export interface NavTargetSource {
  route: string;
  params?: Record<string, NavParamSource>;
  messageId?: string;
}

interface NavShown {
  countries?: Country[];
  visibleWhen?: NavCondition[];
}

export type HeaderItemSource =
  | { id: string; kind: 'logo'; route: string; messageId: string }
  | { id: string; kind: 'link'; route: string; messageId: string }
  | {
      id: string;
      kind: 'menuToggle';
      messageId: string;
      closeMessageId: string;
      badge?: string;
      replacedByBackLink: boolean;
    };

export interface MenuLinkSource extends NavShown {
  id: string;
  kind: 'link';
  route: string;
  params?: Record<string, NavParamSource>;
  messageId: string;
  icon?: 'bell';
  badge?: string;
}

export interface MenuGroupSource extends NavShown {
  id: string;
  kind: 'group';
  messageId: string;
  collapsible: boolean;
  entries: MenuEntrySource[];
}

export interface MenuAccountLinksSource extends NavShown {
  id: string;
  kind: 'accountLinks';
  count: NavCount;
  single: Record<'konto' | 'monthly' | 'freepart', NavTargetSource>;
  multiple: NavTargetSource;
}

export interface MenuInsuranceLinkSource extends NavShown {
  id: string;
  kind: 'insuranceLink';
  messageId: string;
  count: NavCount;
  one: NavTargetSource;
  several: NavTargetSource;
}

export interface MenuActionSource extends NavShown {
  id: string;
  kind: 'action';
  action: 'logout';
  messageId: string;
  trackEvent?: string;
}

export type MenuEntrySource =
  | MenuLinkSource
  | MenuGroupSource
  | MenuAccountLinksSource
  | MenuInsuranceLinkSource
  | MenuActionSource;

export interface FooterLinkSource extends NavShown {
  id: string;
  route?: string;
  target?: 'appStore';
  messageId: string;
}

export interface BadgeSource {
  count: NavCount;
  textFromConstant: string;
  textUpToConstant: string;
  messageId: string;
  overflowMessageId?: string;
}

export interface NavigationSource {
  header: { loggedOut: HeaderItemSource[]; loggedIn: HeaderItemSource[] };
  badges: Record<string, BadgeSource>;
  userMenu: {
    trackEvent: string;
    closeOn: {
      routeChange: boolean;
      swipeLeft: { thresholdConstant: string; layouts: string[] };
    };
    entries: MenuEntrySource[];
  };
  footer: {
    trackEvent: string;
    trackSubCategory: string;
    groups: Array<{ id: string; messageId: string; links: FooterLinkSource[] }>;
  };
  newTab: { fileExtensions: string[]; labelMessageId: string };
  appDownload: {
    hiddenInNativeApp: boolean;
    prompt: {
      titleMessageId: string;
      bodyMessageId: string;
      actionMessageId: string;
      dismissMessageId: string;
    };
    stores: Array<{ store: 'appStore' | 'playStore'; device: string; userAgentTokens?: string[] }>;
  };
  countrySelector: {
    openMessageId: string;
    titleMessageId: string;
    selectedMessageId: string;
    order: 'selectedFirstThenByName';
    link: 'sameRoute';
    onlyCountriesWithRoute: boolean;
  };
  logoClick: {
    trackEvent: string;
    trackCategory: string;
    onHomePath: { scrollToTop: 'smooth' | 'instant' };
    elsewhere: { goHome: boolean; clearSavedScroll: boolean; clearNoScrollFlags: boolean };
  };
  scrollMemory: { pathsConstant: string; underRoute: string };
  pageTransitions: {
    kind: 'slide' | 'none';
    forward: 'fromEnd' | 'fromStart';
    back: 'fromEnd' | 'fromStart';
    reducedMotion: 'none' | 'slide';
  };
}

export const navigationFile = (model: Model): SourceFile<NavigationSource> =>
  model.file<NavigationSource>(NAVIGATION_KIND);
