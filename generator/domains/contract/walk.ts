import type { KeyPath } from '../../core/types.js';
import { isObject, type Json, type JsonObject } from './sources.js';

/** Keys whose values are example data, not schema: a `$ref` or `required` inside them means nothing. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'example', 'examples']);

/**
 * Visits every object of a document with its key path, skipping example data. Property names
 * never reach the visitor as keywords: `properties.required` is an object, while a `required`
 * keyword is a list, so visitors test the value's type.
 */
export function walkObjects(
  root: Json,
  visit: (node: JsonObject, path: KeyPath) => void,
  path: KeyPath = [],
): void {
  if (Array.isArray(root)) {
    root.forEach((item, i) => walkObjects(item, visit, [...path, i]));
    return;
  }
  if (!isObject(root)) return;
  visit(root, path);
  for (const [key, child] of Object.entries(root)) {
    if (DATA_KEYS.has(key)) continue;
    walkObjects(child, visit, [...path, key]);
  }
}
