import type { Domain } from '../../core/types.js';
import { checkAnswerHeaders } from './check-answer-headers.js';
import { checkCodeTables } from './check-code-tables.js';
import { checkEntityIds } from './check-entity-ids.js';
import { checkMoneyMoving } from './check-money-moving.js';
import { checkOperationIds } from './check-operation-ids.js';
import { checkPathParameters } from './check-path-parameters.js';
import { checkRefs } from './check-refs.js';
import { checkRequired } from './check-required.js';
import { checkResponses } from './check-responses.js';
import { contractSources } from './sources.js';

/**
 * The API contract: `schema/api.yaml` (OpenAPI 3.1) and `schema/entities/*.yaml` (JSON Schema).
 * It only checks; the client domain emits types, zod schemas and the API client from it. It also
 * reads the code tables of schema/codes.yaml (codes domain) that `x-codeTable` fields name.
 */
export const contractDomain: Domain = {
  name: 'contract',
  sources: contractSources,
  checks: [
    checkRefs,
    checkEntityIds,
    checkRequired,
    checkCodeTables,
    checkOperationIds,
    checkPathParameters,
    checkResponses,
    checkMoneyMoving,
    checkAnswerHeaders,
  ],
  emitters: [],
};
