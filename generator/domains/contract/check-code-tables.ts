import type { Model, Problem } from '../../core/types.js';
import { closest } from '../../core/closest.js';
import { CODES_KIND, contractFiles, isObject, objectAt } from './sources.js';
import { walkObjects } from './walk.js';

/**
 * A field with `x-codeTable` takes its values from that table in schema/codes.yaml, so the name
 * must exist there and the field's type must match the table's value type. Without codes.yaml
 * (a model built for another test) there is nothing to check against.
 */
export function checkCodeTables(model: Model): Problem[] {
  const codes = model.files(CODES_KIND);
  if (codes.length !== 1 || !codes[0]) return [];
  const codesFile = codes[0];
  const tables = objectAt(codesFile.data, 'tables');
  const names = Object.keys(tables);
  const problems: Problem[] = [];
  for (const file of contractFiles(model)) {
    walkObjects(file.data, (node, path) => {
      const name = node['x-codeTable'];
      if (typeof name !== 'string') return;
      const table = tables[name];
      if (!isObject(table)) {
        const guess = closest(name, names);
        problems.push({
          file: file.path,
          path: [...path, 'x-codeTable'],
          message: `code table '${name}' does not exist in ${codesFile.path}`,
          expected: guess ? `'${guess}'` : `one of: ${names.join(', ')}`,
        });
        return;
      }
      const valueType = table.valueType;
      const type = node.type;
      if (typeof valueType === 'string' && typeof type === 'string' && !fits(type, valueType)) {
        problems.push({
          file: file.path,
          path: [...path, 'type'],
          message: `is ${type}, but code table '${name}' holds ${valueType} codes`,
          expected: valueType,
        });
      }
    });
  }
  return problems;
}

function fits(type: string, valueType: string): boolean {
  return type === valueType || (valueType === 'integer' && type === 'number');
}
