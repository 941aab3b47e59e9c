import type { Domain } from '../../core/types.js';
import { accessRulesResolve } from './checks/access-rules.js';
import { backLinksResolve } from './checks/back-links.js';
import { routeCountriesKnown } from './checks/countries.js';
import { routeCountryTermsAgree } from './checks/country-terms.js';
import { errorCatalogueResolves } from './checks/error-catalogue.js';
import { frameworkFreePagesArePrerendered } from './checks/framework-free.js';
import { layoutsExist } from './checks/layouts-exist.js';
import { loginProviderPages } from './checks/login-providers.js';
import { routeTitleIdsFollowConvention } from './checks/message-ids.js';
import { paramRulesResolve } from './checks/param-rules.js';
import { pathParamsDeclared } from './checks/path-params.js';
import { uniqueRouteNames } from './checks/unique-route-names.js';
import { emitCountryRoutes } from './emit/country-routes.js';
import { emitRouteTable } from './emit/route-table.js';
import { ROUTES_KIND } from './sources.js';

/**
 * Routes (schema/routes.yaml): every screen with its path, params and layout, the server's
 * redirects, the error page and error catalogue, the access rules and the login provider pages.
 * Besides its file it reads countries/*.yaml (which countries offer a login provider or a page's
 * offer), the code tables, constants, brands, validators and api operations its rules name
 * (generator/domains/neighbours.ts), and the tracking failure's log message (tracking domain).
 */
export const routesDomain: Domain = {
  name: 'routes',
  sources: [
    { kind: ROUTES_KIND, pattern: 'schema/routes.yaml', meta: 'schema/meta/routes.schema.json' },
  ],
  checks: [
    uniqueRouteNames,
    layoutsExist,
    pathParamsDeclared,
    paramRulesResolve,
    backLinksResolve,
    errorCatalogueResolves,
    accessRulesResolve,
    routeCountriesKnown,
    routeCountryTermsAgree,
    loginProviderPages,
    routeTitleIdsFollowConvention,
    frameworkFreePagesArePrerendered,
  ],
  emitters: [emitRouteTable, emitCountryRoutes],
  verbatim: ['routes/table.ts', 'routes/situations.ts'],
};
