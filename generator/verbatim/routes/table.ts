/**
 * The route table (schema/routes.yaml): every route with its layout, access, param rules,
 * countries, back link, pageType and title, the layouts, the error page, the alert bars and the
 * access rules (their data in routes/table-data.ts, re-exported here), and the helpers the
 * per-country modules build hrefs and match paths with.
 */
import type { MessageId } from '../messages/index.js';
import type { CountryCode } from '../countries/index.js';
import {
  ACCESS_RULES,
  CHUNK_RELOAD,
  ERROR_PAGE,
  HTTP_RESPONSE_LOG,
  PARAM_RULES,
  ROUTES,
  type COMPANION_SUFFIXES,
  type ERRORS,
  type LAYOUTS,
  type RouteParams,
} from './table-data.js';

export * from './table-data.js';

/** How the country prefix applies: every path exists under /<country>; the bare root goes to the default. */
export interface CountryPrefix {
  optional: boolean;
  default: CountryCode;
}

export type CompanionSuffix = (typeof COMPANION_SUFFIXES)[number];

export interface LayoutDefinition {
  header: 'none' | 'public' | 'app';
  footer: boolean;
  backLink: boolean;
  userMessages: boolean;
  countrySelector: boolean;
  keepScroll: boolean;
  notFoundIsSuccess: boolean;
  /** Where a logged-in visitor is sent ({locale} replaced), or null. */
  redirectWhenLoggedIn: string | null;
}

export type LayoutId = keyof typeof LAYOUTS;

/** A button of the error page, an alert or a fallback message; `when` says when it shows. */
export interface PageAction {
  id: string;
  does: 'goHome' | 'reload' | 'logout';
  messageId: MessageId;
  when: 'always' | 'loggedIn';
}

export interface ErrorPageTexts {
  status: number;
  titleMessageId: MessageId;
  bodyMessageId: MessageId;
  /** The plain text of the bare page shown when the error page itself cannot be drawn. */
  genericPageMessageId: MessageId | null;
  actions: readonly PageAction[];
}

/** The error page: its layout, the status shown for any other, and the texts by status. */
export interface ErrorPageDefinition {
  layout: string;
  fallbackStatus: number;
  maintenanceMessageOverrides: boolean;
  statuses: readonly ErrorPageTexts[];
}

export type ErrorPageStatus = (typeof ERROR_PAGE.statuses)[number]['status'];

/** The texts of the error page for a status: its own, else the fallback's (spec 2). */
export function errorPageTexts(status: number): ErrorPageTexts {
  const statuses: readonly ErrorPageTexts[] = ERROR_PAGE.statuses;
  const texts =
    statuses.find((t) => t.status === status) ??
    statuses.find((t) => t.status === ERROR_PAGE.fallbackStatus);
  if (!texts) throw new Error(`the error page has no texts for ${status} nor its fallback`);
  return texts;
}

/** The status the error page shows for a status: itself when it has texts, else the fallback. */
export function shownStatus(status: number): ErrorPageStatus {
  return errorPageTexts(status).status as ErrorPageStatus;
}

/** The title, message and actions of the error page, a maintenance message first when set. */
export function errorPageContent(
  status: number,
  maintenance: { title: string; message: string } | null,
):
  | {
      status: ErrorPageStatus;
      source: 'maintenance';
      title: string;
      message: string;
      actions: readonly PageAction[];
    }
  | {
      status: ErrorPageStatus;
      source: 'messages';
      titleMessageId: MessageId;
      bodyMessageId: MessageId;
      actions: readonly PageAction[];
    } {
  const texts = errorPageTexts(status);
  const shown = texts.status as ErrorPageStatus;
  if (maintenance && ERROR_PAGE.maintenanceMessageOverrides) {
    return {
      status: shown,
      source: 'maintenance',
      title: maintenance.title,
      message: maintenance.message,
      actions: texts.actions,
    };
  }
  return {
    status: shown,
    source: 'messages',
    titleMessageId: texts.titleMessageId,
    bodyMessageId: texts.bodyMessageId,
    actions: texts.actions,
  };
}

/** Spec 8: the alert bars of failed fetches and the hook that gets situations with report. */
export interface ErrorsDefinition {
  reportingHook: string;
  fetchAlerts: readonly { code: number; messageId: MessageId; actions: readonly PageAction[] }[];
}

export type FetchAlertCode = (typeof ERRORS.fetchAlerts)[number]['code'];

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The log level of a failed HTTP answer: atOrAbove from the threshold, below under it. */
export interface HttpResponseLogRule {
  threshold: number;
  atOrAbove: LogLevel;
  below: LogLevel;
}

/** How often a failed chunk load may reload the page: `times` per `guardMs`. */
export interface ChunkReloadRule {
  times: number;
  guardMs: number;
}

/** The log level of a failed HTTP answer (spec 8: 500 and above error, others debug). */
export function logLevelForStatus(status: number): LogLevel {
  const rule: HttpResponseLogRule = HTTP_RESPONSE_LOG;
  return status >= rule.threshold ? rule.atOrAbove : rule.below;
}

/** Whether a chunk load failure may reload now, given when it last reloaded (ms since epoch). */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  const rule: ChunkReloadRule = CHUNK_RELOAD;
  return lastReloadAt === null || now - lastReloadAt >= rule.guardMs;
}

/** Spec 6: who may open what, and where the others are sent. */
export interface AccessRules {
  loggedOutUnknownRoute: { redirectTo: RouteName; rememberWantedPath: boolean };
  loggedOutAuthRoute: { redirectTo: RouteName; rememberWantedPath: boolean };
  loggedInGuestRoute: { redirectTo: RouteName; rememberWantedPath: boolean };
  postLoginRedirect: {
    skipWhenQuery: string;
    validator: string;
    fallback: RouteName;
    clearAfterUse: boolean;
  };
  loggedOutLists: { empty: readonly ('accounts' | 'orders')[] };
  paymentsData: { operation: string; requires: readonly ('loggedIn' | 'browser')[] };
  unauthorizedWhileLoggedIn: { statuses: readonly number[]; then: 'logout' };
  countryMismatch: { redirectTo: 'sameRouteInUserCountry'; fallback: RouteName };
}

/** Where an access check sends a visitor, or null to show the route. */
export interface AccessDecision {
  redirectTo: RouteName;
  /** Remember the wanted path to restore it after login. */
  rememberWantedPath: boolean;
}

/**
 * Spec 6: a logged-out visitor opening an unknown path or a page that needs login goes to login
 * (the wanted path remembered); a logged-in customer opening a guest page goes home.
 */
export function accessDecision(
  route: RouteName | undefined,
  loggedIn: boolean,
): AccessDecision | null {
  if (route === undefined) return loggedIn ? null : ACCESS_RULES.loggedOutUnknownRoute;
  const access: RouteDefinition['access'] = ROUTES[route].access;
  if (!loggedIn && access === 'auth') return ACCESS_RULES.loggedOutAuthRoute;
  if (loggedIn && access === 'guest') return ACCESS_RULES.loggedInGuestRoute;
  return null;
}

/** Spec 6: a 401 or 403 on an api call while logged in logs the customer out. */
export function logsOut(status: number, loggedIn: boolean): boolean {
  const statuses: readonly number[] = ACCESS_RULES.unauthorizedWhileLoggedIn.statuses;
  return loggedIn && statuses.includes(status);
}

export interface ParamRuleDefinition {
  kind: 'brand' | 'enum' | 'pattern';
  values?: readonly string[];
  pattern?: string;
}

export type ParamRuleId = keyof typeof PARAM_RULES;

/** The values a rule accepts, as a type: its listed values, or any text for pattern rules. */
export type ParamValue<R extends ParamRuleId> = (typeof PARAM_RULES)[R] extends {
  values: readonly (infer V)[];
}
  ? V
  : string;

export interface RouteDefinition {
  /** Path without country prefix; params as :name, optional :name?. */
  path: string;
  layout: LayoutId;
  access: 'guest' | 'no-auth' | 'auth';
  params: Readonly<Record<string, ParamRuleId>>;
  query: Readonly<Record<string, ParamRuleId>>;
  countries: readonly CountryCode[];
  /** null: no back link. Otherwise back to the previous entry when its route is listed, else the fallback. */
  backLink: { previous: readonly string[]; fallback: string } | null;
  /** Tracking pageType: the route name before the double underscore. */
  pageType: string;
  titleMessageId: MessageId;
  customerServiceOption: boolean;
  keepScroll: boolean;
  skipBaseRefetch: boolean;
  /**
   * false: an informational page whose document carries no framework, only the enhancement
   * script for the shell (docs/decisions/0024-informational-pages-without-the-framework.md).
   */
  hydrate: boolean;
}

export type RouteName = keyof typeof ROUTES;

/** The arguments of an href after the route name: none, optional params, or required params. */
export type HrefArgs<N extends RouteName> = N extends keyof RouteParams
  ? Partial<RouteParams[N]> extends RouteParams[N]
    ? [params?: RouteParams[N]]
    : [params: RouteParams[N]]
  : [];

interface Segment {
  text: string;
  param: boolean;
  optional: boolean;
}

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((raw) =>
      raw.startsWith(':')
        ? { text: raw.replace(/^:|\?$/g, ''), param: true, optional: raw.endsWith('?') }
        : { text: raw, param: false, optional: false },
    );
}

const compiledPatterns = new Map<string, RegExp>();

/** Whether a value passes a param rule. */
export function checkParam(rule: ParamRuleId, value: string): boolean {
  const definition: ParamRuleDefinition = PARAM_RULES[rule];
  if (definition.values) return definition.values.includes(value);
  const source = definition.pattern ?? '';
  let regex = compiledPatterns.get(source);
  if (!regex) {
    regex = new RegExp(source);
    compiledPatterns.set(source, regex);
  }
  return regex.test(value);
}

function passes(route: RouteDefinition, param: string, value: string): boolean {
  const rule = route.params[param];
  return rule !== undefined && checkParam(rule, value);
}

/** Whether params satisfy a route: required ones present, every given one passing its rule. */
export function matchRouteParams(
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  const route: RouteDefinition = ROUTES[name];
  return segmentsOf(route.path).every((segment) => {
    if (!segment.param) return true;
    const value = params[segment.text];
    if (value === undefined || value === '') return segment.optional;
    return passes(route, segment.text, value);
  });
}

/** Fills a path pattern; a missing optional param drops its segment. */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const parts = segmentsOf(pattern).flatMap((segment) => {
    if (!segment.param) return [segment.text];
    const value = params[segment.text];
    if (value !== undefined && value !== '') return [encodeURIComponent(value)];
    if (segment.optional) return [];
    throw new Error(`route parameter '${segment.text}' is missing for ${pattern}`);
  });
  return `/${parts.join('/')}`;
}

/**
 * Matches a pathname against a route's full path pattern. Optional params are tried taken, then
 * skipped, and a param only takes a segment its rule accepts, so `app/invoices/2024-01-15` gives
 * the invoice date as id rather than an unknown brand.
 */
export function matchPath(
  name: RouteName,
  pattern: string,
  pathname: string,
): Record<string, string> | undefined {
  const route: RouteDefinition = ROUTES[name];
  const want = segmentsOf(pattern);
  let got: string[];
  try {
    got = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape is no route
  }
  const walk = (
    i: number,
    j: number,
    found: Record<string, string>,
  ): Record<string, string> | undefined => {
    const segment = want[i];
    if (!segment) return j === got.length ? found : undefined;
    const value = got[j];
    if (!segment.param) {
      return value === segment.text ? walk(i + 1, j + 1, found) : undefined;
    }
    const taken =
      value !== undefined && passes(route, segment.text, value)
        ? walk(i + 1, j + 1, { ...found, [segment.text]: value })
        : undefined;
    return taken ?? (segment.optional ? walk(i + 1, j, found) : undefined);
  };
  return walk(0, 0, {});
}

/** The companion path of a page (its href followed by the suffix). */
export function companionPath(href: string, suffix: CompanionSuffix): string {
  return `${href.replace(/\/$/, '')}/${suffix}`;
}

/** The helpers of one country's routes (generated/routes/<country>.ts). */
export interface CountryRouter<N extends RouteName> {
  /** The href of a route, with its params type-checked: `href('app-purchases-brand-id', { brand, id })`. */
  href<M extends N>(name: M, ...args: HrefArgs<M>): string;
  /** Whether params pass the route's rules (a brand must be one of the brands); false means 404. */
  matchParams(name: N, params: Readonly<Record<string, string | undefined>>): boolean;
  /** The route a pathname of the country shows, with its params, or undefined for a 404. */
  resolve(pathname: string): { name: N; params: Record<string, string> } | undefined;
}

/**
 * The helpers over a country's routes: their full paths (under the country prefix) by route
 * name, and the order paths are matched in (most specific first).
 */
export function countryRouter<N extends RouteName>(
  routes: Readonly<Record<N, { name: string; path: string }>>,
  matchOrder: readonly N[],
): CountryRouter<N> {
  return {
    href(name, ...args) {
      const params = (args[0] ?? {}) as Readonly<Record<string, string | undefined>>;
      return buildPath(routes[name].path, params);
    },
    matchParams: (name, params) => matchRouteParams(name, params),
    resolve(pathname) {
      for (const name of matchOrder) {
        const params = matchPath(name, routes[name].path, pathname);
        if (params) return { name, params };
      }
      return undefined;
    },
  };
}
