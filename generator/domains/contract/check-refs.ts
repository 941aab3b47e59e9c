import { posix } from 'node:path';
import type { Model, Problem, SourceFile } from '../../core/types.js';
import { closest } from '../../core/closest.js';
import { resolvePointer } from './pointer.js';
import { contractFiles, type JsonObject } from './sources.js';
import { walkObjects } from './walk.js';

/**
 * Every `$ref` in api.yaml and the entities must lead somewhere: the file exists among the loaded
 * sources and the pointer after `#` names something in it. A broken reference would otherwise
 * only surface when the client generator or the sandbox trips over it.
 */
export function checkRefs(model: Model): Problem[] {
  const byPath = new Map(model.all().map((f) => [f.path, f]));
  const problems: Problem[] = [];
  for (const file of contractFiles(model)) {
    walkObjects(file.data, (node, path) => {
      const ref = node.$ref;
      if (typeof ref !== 'string') return;
      const problem = checkRef(ref, file, byPath);
      if (problem) problems.push({ file: file.path, path: [...path, '$ref'], ...problem });
    });
  }
  return problems;
}

function checkRef(
  ref: string,
  from: SourceFile<JsonObject>,
  byPath: Map<string, SourceFile>,
): Pick<Problem, 'message' | 'expected'> | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return {
      message: `$ref '${ref}' points outside the repository`,
      expected: 'a relative file (Order.yaml, entities/Order.yaml) or a local pointer (#/...)',
    };
  }
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  let target: SourceFile = from;
  if (filePart) {
    const wanted = posix.normalize(posix.join(posix.dirname(from.path), filePart));
    const found = byPath.get(wanted);
    if (!found) {
      const folder = posix.dirname(wanted);
      const siblings = [...byPath.keys()].filter((p) => posix.dirname(p) === folder);
      const suggestion = closest(
        posix.basename(wanted),
        siblings.map((p) => posix.basename(p)),
      );
      return {
        message: `$ref '${ref}' points at ${wanted}, which does not exist`,
        expected: suggestion
          ? `'${posix.relative(posix.dirname(from.path), posix.join(folder, suggestion))}'`
          : 'an existing source file',
      };
    }
    target = found;
  }
  if (resolvePointer(target.data, pointer) === undefined) {
    return {
      message: `$ref '${ref}' points at nothing: ${target.path} has no '#${pointer}'`,
      expected: 'a pointer to an existing key',
    };
  }
  return undefined;
}
