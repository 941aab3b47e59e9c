import type { Domain } from '../../core/types.js';
import { backLinksResolve } from './checks/back-links.js';
import { countriesConsistent } from './checks/countries.js';
import { countryTermsAgree } from './checks/country-terms.js';
import { flowCallsExist } from './checks/flow-calls.js';
import { flowReferencesResolve } from './checks/flow-references.js';
import { flowRoutesExist } from './checks/flow-routes.js';
import { hashTriggersUnique } from './checks/hash-triggers.js';
import { layoutsExist } from './checks/layouts-exist.js';
import { messageIdsFollowConvention } from './checks/message-ids.js';
import { paramRulesResolve } from './checks/param-rules.js';
import { pathParamsDeclared } from './checks/path-params.js';
import { trackingEventsResolve } from './checks/tracking-events.js';
import { uniqueRouteNames } from './checks/unique-route-names.js';
import { emitCountryRoutes } from './emit/country-routes.js';
import { emitFlows } from './emit/flows.js';
import { emitRouteTable } from './emit/route-table.js';
import { emitTracking } from './emit/tracking.js';
import { FLOWS_KIND, ROUTES_KIND, TRACKING_KIND } from './sources.js';

/**
 * Routes, flows and tracking: every screen and its params, the in-page payment flows with their
 * steps, calls and outcome dialogs, and the analytics events (schema/{routes,flows,tracking}.yaml).
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
  ],
  checks: [
    uniqueRouteNames,
    layoutsExist,
    pathParamsDeclared,
    paramRulesResolve,
    backLinksResolve,
    countriesConsistent,
    countryTermsAgree,
    flowRoutesExist,
    flowCallsExist,
    flowReferencesResolve,
    hashTriggersUnique,
    messageIdsFollowConvention,
    trackingEventsResolve,
  ],
  emitters: [emitRouteTable, emitCountryRoutes, emitFlows, emitTracking],
};
