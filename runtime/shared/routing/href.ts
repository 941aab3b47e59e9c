/**
 * Every link to a page of the site is built here, from the generated route table
 * (generated/routes/table.ts): `href(country, 'app-purchases-brand-id', { brand, id })`.
 *
 * The types hold a link to the table: the name is one of its routes, the params are exactly that
 * route's (its path params, required or optional as its path says, and its query params), each
 * value one its rule allows where the rule lists them (brands, invoice types, login states). A
 * route a country does not have (private loan in Denmark, a login provider's own page) is a type
 * error for that country; for a country known only at runtime, every country must have the route.
 *
 * A route named by data (menus, back links, content links, the provider's message routes) or one
 * that only some countries have goes through `hrefOf`, which checks the same at runtime and
 * answers null: no link is drawn.
 *
 * The table is in every page's first load already (the shell reads it), so linking through it
 * costs a page nothing.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import {
  buildPath,
  matchRouteParams,
  ROUTES,
  type ParamRuleId,
  type ParamValue,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
} from '../../../generated/routes/table.js';

type Table = typeof ROUTES;

/** The countries that have a route. */
export type CountryOfRoute<N extends RouteName> = Table[N]['countries'][number];

/** The routes every country of C has: a literal country's own, or those all countries share. */
export type RouteIn<C extends CountryCode> = {
  [N in RouteName]: [C] extends [CountryOfRoute<N>] ? N : never;
}[RouteName];

type PathParams<N extends RouteName> = N extends keyof RouteParams ? RouteParams[N] : unknown;

type QueryParams<N extends RouteName> = {
  [K in keyof Table[N]['query']]?: Table[N]['query'][K] extends ParamRuleId
    ? ParamValue<Table[N]['query'][K]>
    : never;
};

/** What a link to a route takes: its path params and its query params (always optional). */
export type HrefParams<N extends RouteName> = PathParams<N> & QueryParams<N>;

/** The arguments after the route name: none, optional params, or required params. */
export type HrefArgs<N extends RouteName> = [keyof HrefParams<N>] extends [never]
  ? []
  : object extends HrefParams<N>
    ? [params?: HrefParams<N>]
    : [params: HrefParams<N>];

/** A page to link to, kept as data until the country is known: a route and exactly its params. */
export type HrefTarget<N extends RouteName = RouteName> = {
  [K in N]: { readonly route: K; readonly params: HrefParams<K> };
}[N];

type Params = Readonly<Record<string, string | undefined>>;

/** The path pattern of a route in a country (`/se/app/purchases/:brand`; a home is `/se`). */
export function routePattern(country: CountryCode, name: RouteName): string {
  const path: string = ROUTES[name].path;
  return path === '' ? `/${country}` : `/${country}/${path}`;
}

/** Whether a country has a route. */
function hasRoute(country: CountryCode, name: RouteName): boolean {
  const definition: RouteDefinition = ROUTES[name];
  return definition.countries.includes(country);
}

function build(country: CountryCode, name: RouteName, params: Params): string {
  const path = buildPath(routePattern(country, name), params);
  const query = new URLSearchParams();
  for (const key of Object.keys(ROUTES[name].query)) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The address of a route in a country, its params filled in (encoded) and its query added. */
export function href<C extends CountryCode, N extends RouteIn<C>>(
  country: C,
  name: N,
  ...args: HrefArgs<N>
): string {
  // The types rule this out; a cast past them fails here rather than linking to a 404.
  if (!hasRoute(country, name)) throw new Error(`${country} has no route ${name}`);
  return build(country, name, (args[0] ?? {}) as Params);
}

/**
 * The address of a route named by data, or null when the country does not have the route or the
 * params do not name one of its pages (a required param missing, a value failing its rule).
 */
export function hrefOf(country: CountryCode, name: RouteName, params: Params = {}): string | null {
  return hasRoute(country, name) && matchRouteParams(name, params)
    ? build(country, name, params)
    : null;
}
