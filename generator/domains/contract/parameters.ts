import { resolveLocal } from './pointer.js';
import { isObject, type JsonObject } from './sources.js';
import type { ApiOperation } from './api-operations.js';
import type { KeyPath } from '../../core/types.js';

/** A parameter as it applies to an operation, after following its `$ref`. */
export interface EffectiveParameter {
  name: string;
  in: string;
  /** The parameter as written (may be a `$ref`). */
  written: JsonObject;
  resolved: JsonObject;
  /** Where it is written: in the operation's or the path item's `parameters`. */
  path: KeyPath;
}

/**
 * The parameters of an operation: the path item's, overridden by the operation's own with the
 * same name and location (OpenAPI's rule). Unresolvable references are left to the $ref check.
 */
export function parametersOf(api: JsonObject, op: ApiOperation): EffectiveParameter[] {
  const byKey = new Map<string, EffectiveParameter>();
  const add = (list: unknown[], base: KeyPath): void => {
    list.forEach((written, i) => {
      if (!isObject(written)) return;
      const resolved = resolveLocal(api, written);
      if (!isObject(resolved)) return;
      const name = resolved.name;
      const location = resolved.in;
      if (typeof name !== 'string' || typeof location !== 'string') return;
      byKey.set(`${location}:${name.toLowerCase()}`, {
        name,
        in: location,
        written,
        resolved,
        path: [...base, 'parameters', i],
      });
    });
  };
  add(op.pathItemParameters, op.path.slice(0, 2));
  add(Array.isArray(op.operation.parameters) ? op.operation.parameters : [], op.path);
  return [...byKey.values()];
}
