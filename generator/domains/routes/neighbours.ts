import type { Model } from '../../core/types.js';

/**
 * Facts the routes domain reads from sources other domains own. Each returns undefined when that
 * source is not in the model, so the checks that need it skip instead of failing.
 */

interface BrandsSource {
  brands?: Array<{ slug?: unknown }>;
}

interface CodesSource {
  tables?: Record<string, { codes?: Array<{ code?: unknown; key?: unknown }> }>;
}

type OpenApiPaths = Record<string, Record<string, unknown> | undefined>;

/** Brand slugs of schema/brands.yaml, in file order. */
export function brandSlugs(model: Model): string[] | undefined {
  const file = model.files<BrandsSource>('brands')[0];
  if (!file) return undefined;
  return (file.data.brands ?? [])
    .map((b) => b.slug)
    .filter((s): s is string => typeof s === 'string');
}

/** Keys of each code table of schema/codes.yaml. */
export function codeTableKeys(model: Model): Map<string, Set<string>> | undefined {
  const file = model.files<CodesSource>('codes')[0];
  if (!file) return undefined;
  const tables = new Map<string, Set<string>>();
  for (const [name, table] of Object.entries(file.data.tables ?? {})) {
    tables.set(name, new Set((table.codes ?? []).map((c) => String(c.key))));
  }
  return tables;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operationId under `paths` of schema/api.yaml (OpenAPI 3.1). */
export function operationIds(model: Model): Set<string> | undefined {
  const file = model.files<{ paths?: OpenApiPaths }>('api')[0];
  if (!file) return undefined;
  const ids = new Set<string>();
  for (const item of Object.values(file.data.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as { operationId?: unknown } | undefined;
      if (typeof operation?.operationId === 'string') ids.add(operation.operationId);
    }
  }
  return ids;
}
