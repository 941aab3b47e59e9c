import type { Model, SourceFile } from '../../core/types.js';

/**
 * The shapes of schema/routes.yaml, schema/flows.yaml, schema/tracking.yaml and
 * schema/navigation.yaml as their meta schemas (schema/meta/{routes,flows,tracking,navigation}
 * .schema.json) guarantee them, plus typed access to those files.
 */

export const ROUTES_KIND = 'routes';
export const FLOWS_KIND = 'flows';
export const TRACKING_KIND = 'tracking';
export const NAVIGATION_KIND = 'navigation';

/** Spec 000 section 9: supported countries se, no, fi, dk. */
export const COUNTRIES = ['se', 'no', 'fi', 'dk'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface LayoutSource {
  description: string;
  header: 'none' | 'public' | 'app';
  footer: boolean;
  backLink: boolean;
  userMessages: boolean;
  countrySelector: boolean;
  keepScroll?: boolean;
  notFoundIsSuccess?: boolean;
  redirectWhenLoggedIn?: string;
}

export interface ParamRuleSource {
  kind: 'brand' | 'enum' | 'pattern';
  description: string;
  slugs?: string[];
  values?: string[];
  codeTable?: string;
  pattern?: string;
}

export type BackLinkSource = 'none' | { previous?: string[]; fallback: string };

export interface RouteSource {
  name: string;
  path: string;
  layout: string;
  access: 'guest' | 'no-auth' | 'auth';
  params?: Record<string, string>;
  query?: Record<string, string>;
  countries?: Country[];
  /** The login provider this page opens; the route then exists where the country offers it. */
  loginProvider?: string;
  backLink?: BackLinkSource;
  titleMessageId: string;
  customerServiceOption?: boolean;
  keepScroll?: boolean;
  skipBaseRefetch?: boolean;
  description?: string;
}

/** A button of the error page, an alert or a fallback message. */
export interface PageActionSource {
  id: string;
  does: 'goHome' | 'reload' | 'logout';
  messageId: string;
  when?: 'loggedIn';
}

export interface ErrorStatusSource {
  status: number;
  titleMessageId: string;
  bodyMessageId: string;
  genericPageMessageId?: string;
  actions: PageActionSource[];
}

export interface ErrorSituationSource {
  description: string;
  showStatus?: number;
  redirectTo?: string;
  log?: { level: string; message: string };
  logByStatus?: { thresholdConstant: string; atOrAbove: string; below: string };
  reload?: { times: number; guardConstant: string };
  titleMessageId?: string;
  bodyMessageId?: string;
  messageId?: string;
  actions?: PageActionSource[];
  report: boolean;
}

export interface ErrorsSource {
  reportingHook: string;
  fetchAlerts: Array<{ code: number; messageId: string; actions: PageActionSource[] }>;
  situations: Record<string, ErrorSituationSource>;
}

export interface RedirectRuleSource {
  redirectTo: string;
  rememberWantedPath?: boolean;
}

export interface AccessRulesSource {
  loggedOutUnknownRoute: RedirectRuleSource;
  loggedOutAuthRoute: RedirectRuleSource;
  loggedInGuestRoute: RedirectRuleSource;
  postLoginRedirect: {
    skipWhenQuery: string;
    validator: string;
    fallback: string;
    clearAfterUse: boolean;
  };
  loggedOutLists: { empty: Array<'accounts' | 'orders'> };
  paymentsData: { operation: string; requires: Array<'loggedIn' | 'browser'> };
  unauthorizedWhileLoggedIn: { statusesConstant: string; then: 'logout' };
  countryMismatch: { redirectTo: 'sameRouteInUserCountry'; fallback: string };
}

export interface RoutesSource {
  countryPrefix: { optional: boolean; default: Country };
  companions?: Array<{ suffix: string; description: string }>;
  redirects?: Array<{
    kind: 'root' | 'doubleSlash' | 'brandCountrySuffix';
    status: number;
    description: string;
    pathPrefixes?: string[];
  }>;
  layouts: Record<string, LayoutSource>;
  paramRules: Record<string, ParamRuleSource>;
  errorPage: {
    layout: string;
    fallbackStatus: number;
    maintenanceMessageOverrides?: boolean;
    statuses: ErrorStatusSource[];
  };
  errors: ErrorsSource;
  accessRules: AccessRulesSource;
  routes: RouteSource[];
}

export type FeatureToggle = 'messagecenter' | 'mobilepay' | 'notecenter' | 'facade';

export type DialogActionKind =
  | 'close'
  | 'decline'
  | 'retry'
  | 'closeAndRetry'
  | 'reload'
  | 'goHome'
  | 'customerService'
  | 'submit';

export interface ActionSource {
  id: string;
  does: DialogActionKind;
  messageId: string;
}

export interface DialogSource {
  role: 'dialog' | 'alertdialog';
  dismissible?: boolean;
  titleMessageId: string;
  bodyMessageId?: string;
  actions: ActionSource[];
}

export interface OutcomeSource extends DialogSource {
  id: string;
  countries?: Country[];
  bodyMessageId: string;
}

export interface StepSource {
  id: string;
  routes?: string[];
  calls?: string[];
  subflow?: string;
  returnRoute?: string;
  countries?: Country[];
  featureToggle?: FeatureToggle;
  /** In-page steps only; a step page has its route's title. */
  titleMessageId?: string;
  confirmation?: DialogSource;
  countryTerms?: string[];
  validator?: string;
  declarations?: Array<{ field: string; requestField: string; messageId: string }>;
  submitMessageId?: string;
  failure?: string;
}

export interface FlowSource {
  description: string;
  countries?: Country[];
  featureToggle?: FeatureToggle;
  hosts?: string[];
  triggers?: string[];
  next?: string[];
  options?: string[];
  steps: StepSource[];
  outcomes?: OutcomeSource[];
}

export interface FlowsSource {
  forcedPaymentOverlay: { flow: string; step: string; opens: string; hash: string };
  genericFailure: DialogSource;
  flows: Record<string, FlowSource>;
}

export type TrackingFieldType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'routeName'
  | 'flowId'
  | 'brand'
  | 'country';

export interface TrackingFieldSource {
  type: TrackingFieldType;
  values?: string[];
  optional?: boolean;
  description?: string;
}

export interface TrackingStateFieldSource {
  type: 'boolean' | 'integer' | 'string' | 'stringList' | 'page';
  default: boolean | number | string | string[] | null;
  description: string;
}

export interface TrackingSource {
  state: Record<string, TrackingStateFieldSource>;
  pageView: { event: string; on: 'routeChange'; skipWhenQuery: boolean; skipWhenHash: boolean };
  failure: { logMessage: string };
  events: Record<
    string,
    { when: string; requiresConsent: boolean; fields: Record<string, TrackingFieldSource> }
  >;
}

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

export const routesFile = (model: Model): SourceFile<RoutesSource> =>
  model.file<RoutesSource>(ROUTES_KIND);
export const flowsFile = (model: Model): SourceFile<FlowsSource> =>
  model.file<FlowsSource>(FLOWS_KIND);
export const trackingFile = (model: Model): SourceFile<TrackingSource> =>
  model.file<TrackingSource>(TRACKING_KIND);
export const navigationFile = (model: Model): SourceFile<NavigationSource> =>
  model.file<NavigationSource>(NAVIGATION_KIND);

/** The countries a route or flow exists in: its own list, or all of them. */
export const countriesOf = (item: { countries?: Country[] }): readonly Country[] =>
  item.countries ?? COUNTRIES;
