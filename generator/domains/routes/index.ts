import type { Domain } from '../../core/types.js';
import { accessRulesResolve } from './checks/access-rules.js';
import { alertdialogsUndismissable } from './checks/alertdialogs.js';
import { backLinksResolve } from './checks/back-links.js';
import { countriesConsistent } from './checks/countries.js';
import { countryTermsAgree } from './checks/country-terms.js';
import { errorCatalogueResolves } from './checks/error-catalogue.js';
import { flowCallsExist } from './checks/flow-calls.js';
import { flowReferencesResolve } from './checks/flow-references.js';
import { flowRoutesExist } from './checks/flow-routes.js';
import { flowStepsResolve } from './checks/flow-steps.js';
import { hashTriggersUnique } from './checks/hash-triggers.js';
import { layoutsExist } from './checks/layouts-exist.js';
import { loginProviderPages } from './checks/login-providers.js';
import { messageIdsFollowConvention } from './checks/message-ids.js';
import { navigationLinksResolve } from './checks/navigation-links.js';
import { navigationRefsResolve } from './checks/navigation-refs.js';
import { paramRulesResolve } from './checks/param-rules.js';
import { pathParamsDeclared } from './checks/path-params.js';
import { trackingEventsResolve } from './checks/tracking-events.js';
import { uniqueRouteNames } from './checks/unique-route-names.js';
import { emitCountryRoutes } from './emit/country-routes.js';
import { emitFlows } from './emit/flows.js';
import { emitNavigation } from './emit/navigation.js';
import { emitRouteTable } from './emit/route-table.js';
import { emitTracking } from './emit/tracking.js';
import { FLOWS_KIND, NAVIGATION_KIND, ROUTES_KIND, TRACKING_KIND } from './sources.js';

/**
 * Routes, flows, tracking and navigation: every screen and its params, the error catalogue and
 * access rules, the in-page flows with their steps, calls and outcome dialogs, the analytics
 * events, and the shell around the pages (schema/{routes,flows,tracking,navigation}.yaml).
 */
export const routesDomain: Domain = {
  name: 'routes',
  sources: [
    { kind: ROUTES_KIND, pattern: 'schema/routes.yaml', meta: 'schema/meta/routes.schema.json' },
    { kind: FLOWS_KIND, pattern: 'schema/flows.yaml', meta: 'schema/meta/flows.schema.json' },
    {
      kind: TRACKING_KIND,
      pattern: 'schema/tracking.yaml',
      meta: 'schema/meta/tracking.schema.json',
    },
    {
      kind: NAVIGATION_KIND,
      pattern: 'schema/navigation.yaml',
      meta: 'schema/meta/navigation.schema.json',
    },
  ],
  checks: [
    uniqueRouteNames,
    layoutsExist,
    pathParamsDeclared,
    paramRulesResolve,
    backLinksResolve,
    errorCatalogueResolves,
    accessRulesResolve,
    countriesConsistent,
    countryTermsAgree,
    loginProviderPages,
    flowRoutesExist,
    flowCallsExist,
    flowReferencesResolve,
    flowStepsResolve,
    alertdialogsUndismissable,
    hashTriggersUnique,
    messageIdsFollowConvention,
    trackingEventsResolve,
    navigationLinksResolve,
    navigationRefsResolve,
  ],
  emitters: [emitRouteTable, emitCountryRoutes, emitFlows, emitTracking, emitNavigation],
  verbatim: [
    'routes/table.ts',
    'routes/situations.ts',
    'flows.ts',
    'tracking.ts',
    'navigation.ts',
    'navigation-menu.ts',
  ],
};
