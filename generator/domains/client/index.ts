import type { Domain } from '../../core/types.js';
import { emitCalls } from './emit-calls.js';
import { emitEntityTypes } from './emit-entity-types.js';
import { emitErrors } from './emit-errors.js';
import { emitOperations } from './emit-operations.js';
import { emitQueries } from './emit-queries.js';
import { emitTransport } from './emit-transport.js';
import { emitZod } from './emit-zod.js';

/**
 * The client domain reads the contract (schema/api.yaml, schema/entities/*.yaml, the code tables
 * of schema/codes.yaml) and writes the typed code around it. It owns no sources: the contract
 * domain validates them.
 */
export const clientDomain: Domain = {
  name: 'client',
  sources: [],
  checks: [],
  emitters: [
    emitEntityTypes,
    emitZod,
    emitErrors,
    emitOperations,
    emitTransport,
    emitCalls,
    emitQueries,
  ],
};
