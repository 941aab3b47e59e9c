import type { Model, Problem } from '../../core/types.js';
import { entitiesOf } from './sources.js';

/**
 * An entity is referenced by its file name and generated under its title, so `$id` must be the
 * file name and `title` the entity name; a copied file that keeps its old `$id` is caught here.
 */
export function checkEntityIds(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const entity of entitiesOf(model)) {
    const id = `${entity.name}.yaml`;
    if (entity.data.$id !== id) {
      problems.push({
        file: entity.path,
        path: ['$id'],
        message: `$id '${String(entity.data.$id)}' does not match the file name`,
        expected: `'${id}'`,
      });
    }
    if (entity.data.title !== entity.name) {
      problems.push({
        file: entity.path,
        path: ['title'],
        message: `title '${String(entity.data.title)}' does not match the file name`,
        expected: `'${entity.name}'`,
      });
    }
  }
  return problems;
}
