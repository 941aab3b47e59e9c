import type { Model, Problem } from '../../core/types.js';
import { closest } from '../../core/closest.js';
import { contractFiles, isObject } from './sources.js';
import { walkObjects } from './walk.js';

/** Composed schemas may take required fields from their parts; those are not checked here. */
const COMPOSITION = ['allOf', 'anyOf', 'oneOf', '$ref'];

/**
 * A name in `required` that is not among `properties` is a typo that JSON Schema silently
 * accepts, and it would make every answer invalid in the sandbox.
 */
export function checkRequired(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const file of contractFiles(model)) {
    walkObjects(file.data, (node, path) => {
      // OpenAPI's `required: true` on parameters and bodies is a boolean, not a list of fields.
      if (!Array.isArray(node.required)) return;
      if (COMPOSITION.some((k) => k in node)) return;
      const properties = isObject(node.properties) ? Object.keys(node.properties) : [];
      node.required.forEach((name, i) => {
        if (typeof name !== 'string' || properties.includes(name)) return;
        const guess = closest(name, properties);
        problems.push({
          file: file.path,
          path: [...path, 'required', i],
          message: `required field '${name}' is not among the properties`,
          expected: guess
            ? `'${guess}'`
            : properties.length
              ? `one of: ${properties.join(', ')}`
              : 'a property of that name',
        });
      });
    });
  }
  return problems;
}
