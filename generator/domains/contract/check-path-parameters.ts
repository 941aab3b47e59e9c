import type { Model, Problem } from '../../core/types.js';
import { operationsOf } from './api-operations.js';
import { parametersOf } from './parameters.js';
import { apiOf } from './sources.js';

/** `{brand}` and `{company}_{accountNumber}_{invoiceDate}.pdf` both name their placeholders. */
function placeholders(route: string): string[] {
  return [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/**
 * Each `{placeholder}` in a path needs a declared path parameter, and each declared path
 * parameter needs its placeholder; otherwise the generated client builds wrong URLs.
 */
export function checkPathParameters(model: Model): Problem[] {
  const api = apiOf(model);
  if (!api) return [];
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const op of operationsOf(api.data)) {
    const wanted = placeholders(op.route);
    const declared = parametersOf(api.data, op).filter((p) => p.in === 'path');
    const names = new Set(declared.map((p) => p.name));
    for (const name of wanted) {
      if (names.has(name)) continue;
      const hasList = Array.isArray(op.operation.parameters);
      problems.push({
        file: api.path,
        path: hasList ? [...op.path, 'parameters'] : op.path,
        message: `path placeholder {${name}} has no path parameter`,
        expected: `a parameter with name: ${name}, in: path, required: true`,
      });
    }
    for (const param of declared) {
      if (wanted.includes(param.name)) continue;
      // A path item's parameter is shared by its operations; report it once.
      const key = param.path.join('\u0000');
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push({
        file: api.path,
        path: param.path,
        message: `path parameter '${param.name}' does not occur in ${op.route}`,
        expected: wanted.length ? `one of: ${wanted.join(', ')}` : 'no path parameters',
      });
    }
  }
  return problems;
}
