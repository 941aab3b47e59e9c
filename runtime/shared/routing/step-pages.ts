/**
 * A flow's step pages (`<host page>/steps/<step>`, spec 2 "Payment steps") are routes of the route
 * table each, with their own names, titles and query rules, but one route of the browser's router
 * per host page: `<host>-steps__<cc>`, path `<host path>/steps/:step`, drawn by one module
 * (`routes/steps/<host>.tsx`). Every route costs every page's first load its entry in the router's
 * manifest (decision 0012), and the step pages of a host differ in their step only; the table's
 * matcher still checks the step (routing/params.ts: an unknown step is a 404). Pure.
 */
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';

const SEGMENT = '-steps-';

export interface StepPage {
  /** The host page the step is drawn over. */
  readonly host: RouteName;
  readonly step: string;
}

/** The host and step of a step page's route, or null for any other route. */
export function stepPageOf(name: RouteName): StepPage | null {
  const at = name.lastIndexOf(SEGMENT);
  if (at < 0) return null;
  const host = name.slice(0, at);
  const step = name.slice(at + SEGMENT.length);
  // The table names a step page `<host>-steps-<step>` (its path `<host path>/steps/<step>`).
  return host in ROUTES ? { host: host as RouteName, step } : null;
}

/** The step page of a host by its step, or null when the table has none. */
export function stepRouteOf(host: RouteName, step: string | undefined): RouteName | null {
  const name = `${host}${SEGMENT}${step ?? ''}`;
  return name in ROUTES ? (name as RouteName) : null;
}

/** The name, without the country, of the router's route for the step pages of a host. */
export const stepsRouterName = (host: RouteName): string => `${host}-steps`;

/** The router's route id of a route in a country (`<name>__<cc>`; step pages: their host's). */
export function routerIdOf(name: RouteName, country: string): string {
  const stepPage = stepPageOf(name);
  return `${stepPage ? stepsRouterName(stepPage.host) : name}__${country}`;
}

/** The route a router match shows: its id's name, or for the step pages the one its step names. */
export function routeOfRouterId(
  id: string,
  params: Readonly<Record<string, string | undefined>>,
): RouteName | null {
  const name = id.split('__')[0] ?? '';
  if (name in ROUTES) return name as RouteName;
  if (!name.endsWith('-steps')) return null;
  const host = name.slice(0, -'-steps'.length);
  return host in ROUTES ? stepRouteOf(host as RouteName, params['step']) : null;
}
