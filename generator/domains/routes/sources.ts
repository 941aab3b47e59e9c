import type { Model, SourceFile } from '../../core/types.js';

/**
 * The shapes of schema/routes.yaml, schema/flows.yaml and schema/tracking.yaml as their meta
 * schemas (schema/meta/{routes,flows,tracking}.schema.json) guarantee them, plus typed access to
 * the neighbouring sources the routes domain reads (brands, code tables, the api contract).
 */

export const ROUTES_KIND = 'routes';
export const FLOWS_KIND = 'flows';
export const TRACKING_KIND = 'tracking';

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
  backLink?: BackLinkSource;
  titleMessageId: string;
  customerServiceOption?: boolean;
  keepScroll?: boolean;
  skipBaseRefetch?: boolean;
  description?: string;
}

export interface ErrorStatusSource {
  status: number;
  titleMessageId: string;
  bodyMessageId: string;
  actions: Array<'goHome' | 'reload' | 'logoutWhenLoggedIn'>;
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
  routes: RouteSource[];
}

export type FeatureToggle = 'messagecenter' | 'mobilepay' | 'notecenter' | 'facade';

export interface ActionSource {
  id: string;
  does: 'close' | 'retry' | 'reload' | 'goHome' | 'submit';
  messageId: string;
}

export interface DialogSource {
  role: 'dialog' | 'alertdialog';
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

export const routesFile = (model: Model): SourceFile<RoutesSource> =>
  model.file<RoutesSource>(ROUTES_KIND);
export const flowsFile = (model: Model): SourceFile<FlowsSource> =>
  model.file<FlowsSource>(FLOWS_KIND);
export const trackingFile = (model: Model): SourceFile<TrackingSource> =>
  model.file<TrackingSource>(TRACKING_KIND);

/** The countries a route or flow exists in: its own list, or all of them. */
export const countriesOf = (item: { countries?: Country[] }): readonly Country[] =>
  item.countries ?? COUNTRIES;
