/**
 * Where the customer is in a flow (spec 2 "Payment steps", spec 3 interface state "flow history"),
 * read from the address alone, so a reload or a shared link lands on the same step: a step page
 * (`app/purchases/{brand}/{id}/steps/pay`) names its step by its route, a hash on the host page
 * (`#flow=pay`, `#openflow`) names a flow, which opens at its first step in the country.
 *
 * Everything comes from the generated flow table (schema/flows.yaml); nothing here knows a flow by
 * name. A step page shared by two flows (steps/pay: pay, and autogiro's schedule) belongs to the
 * flow listed first, or to the one the `flow` query names.
 */
import {
  FLOWS,
  flowOfHash,
  stepsIn,
  type FlowId,
  type FlowStep,
} from '../../../generated/flows.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { FeatureToggle } from '../../../generated/flows-data.js';
import type { RouteName } from '../../../generated/routes/table.js';

/** The two kinds of page a payment flow opens over, by their route names. */
export const FLOW_HOSTS = {
  invoice: 'app-invoices-brand-id',
  purchase: 'app-purchases-brand-id',
} as const satisfies Record<string, RouteName>;

export type HostKind = keyof typeof FLOW_HOSTS;

export interface FlowPosition {
  readonly flow: FlowId;
  readonly step: string;
}

type Toggles = Readonly<Partial<Record<FeatureToggle, boolean>>>;

const flowIds = Object.keys(FLOWS) as FlowId[];

/** The host kind of a host page or of one of its step pages. */
export function hostKindOf(route: RouteName | null): HostKind | null {
  if (!route) return null;
  for (const [kind, host] of Object.entries(FLOW_HOSTS) as [HostKind, RouteName][]) {
    if (route === host || route.startsWith(`${host}-steps-`)) return kind;
  }
  return null;
}

/** Whether a route is a step page of a flow. */
export function isStepRoute(route: RouteName): boolean {
  return flowIds.some((flow) =>
    FLOWS[flow].steps.some((step) => (step.routes as readonly string[]).includes(route)),
  );
}

/**
 * The flow position an address names, or null for none (a host page without a flow hash, a hash
 * no flow has, a flow the country or its toggles do not run).
 */
export function positionOf(
  route: RouteName | null,
  search: URLSearchParams,
  hash: string,
  country: CountryCode,
  toggles: Toggles = {},
): FlowPosition | null {
  if (!route) return null;
  const running = (flow: FlowId): readonly FlowStep[] => stepsIn(flow, country, toggles);
  const owners = flowIds.filter((flow) =>
    running(flow).some((step) => (step.routes as readonly string[]).includes(route)),
  );
  if (owners.length > 0) {
    const named = search.get('flow');
    const flow = owners.find((owner) => owner === named) ?? owners[0];
    const step = flow && running(flow).find((s) => (s.routes as readonly string[]).includes(route));
    return flow && step ? { flow, step: step.id } : null;
  }
  if (!hostKindOf(route)) return null;
  const flow = flowOfHash(hash);
  if (!flow || !(FLOWS[flow].hosts as readonly string[]).includes(route)) return null;
  const first = running(flow)[0];
  return first ? { flow, step: first.id } : null;
}

/** The step page of a flow's step for a host kind, or null for a step drawn in-page only. */
export function stepRoute(flow: FlowId, step: string, host: HostKind): RouteName | null {
  const found = FLOWS[flow].steps.find((s) => s.id === step);
  const routes = (found?.routes ?? []) as readonly RouteName[];
  return routes.find((route) => hostKindOf(route) === host) ?? null;
}

/** The first flow listing a step page: the one the page belongs to unless `flow` names another. */
export function defaultFlowOf(route: RouteName): FlowId | undefined {
  return flowIds.find((flow) =>
    FLOWS[flow].steps.some((step) => (step.routes as readonly string[]).includes(route)),
  );
}
