import type { Domain } from '../../core/types.js';
import { alertdialogsUndismissable } from './checks/alertdialogs.js';
import { flowCountriesConsistent } from './checks/countries.js';
import { flowCountryTermsAgree } from './checks/country-terms.js';
import { flowCallsExist } from './checks/flow-calls.js';
import { flowReferencesResolve } from './checks/flow-references.js';
import { flowRoutesExist } from './checks/flow-routes.js';
import { flowStepsResolve } from './checks/flow-steps.js';
import { hashTriggersUnique } from './checks/hash-triggers.js';
import { flowMessageIdsFollowConvention } from './checks/message-ids.js';
import { emitFlows } from './emit/flows.js';
import { FLOWS_KIND } from './sources.js';

/**
 * Flows (schema/flows.yaml): the in-page flows with their steps, api calls, hash triggers and
 * outcome dialogs. Its checks read the routes a step shows and the error situations it fails to
 * (routes domain), the api operations, validators and country terms its steps name
 * (generator/domains/neighbours.ts).
 */
export const flowsDomain: Domain = {
  name: 'flows',
  sources: [
    { kind: FLOWS_KIND, pattern: 'schema/flows.yaml', meta: 'schema/meta/flows.schema.json' },
  ],
  checks: [
    flowCountriesConsistent,
    flowCountryTermsAgree,
    flowRoutesExist,
    flowCallsExist,
    flowReferencesResolve,
    flowStepsResolve,
    alertdialogsUndismissable,
    hashTriggersUnique,
    flowMessageIdsFollowConvention,
  ],
  emitters: [emitFlows],
  verbatim: ['flows.ts'],
};
