import type { Model, SourceFile } from '../../core/types.js';

/**
 * The shape of schema/routes.yaml as its meta schema (schema/meta/routes.schema.json) guarantees
 * it, plus typed access to the file. The country list is here because routes are the first thing
 * that exists per country; flows and navigation entries name countries in the same terms.
 */

export const ROUTES_KIND = 'routes';

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
  /** false: the page ships the enhancement script instead of the app (ADR 0024). */
  hydrate?: boolean;
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

export const routesFile = (model: Model): SourceFile<RoutesSource> =>
  model.file<RoutesSource>(ROUTES_KIND);

/** The countries a route or flow exists in: its own list, or all of them. */
export const countriesOf = (item: { countries?: Country[] }): readonly Country[] =>
  item.countries ?? COUNTRIES;
