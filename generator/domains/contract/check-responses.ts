import type { KeyPath, Model, Problem } from '../../core/types.js';
import { operationsOf } from './api-operations.js';
import { resolveLocal, resolvePointer } from './pointer.js';
import { apiOf, isObject, objectAt, type JsonObject } from './sources.js';

export const PROBLEM_REF = '#/components/schemas/Problem';
const PROBLEM_MEDIA = 'application/problem+json';

/**
 * Every operation answers something on success (2xx; a browser-navigation GET may redirect with
 * 3xx instead), and every error answer is an RFC 9457 Problem, so the app handles all errors in
 * one place. A 204 carries no body.
 */
export function checkResponses(model: Model): Problem[] {
  const api = apiOf(model);
  if (!api) return [];
  const problems: Problem[] = [];
  const reportedShared = new Set<string>();
  for (const op of operationsOf(api.data)) {
    const responses = objectAt(op.operation, 'responses');
    const at: KeyPath = [...op.path, 'responses'];
    const codes = Object.keys(responses);
    const success = codes.some(
      (c) => /^2\d\d$/.test(c) || (op.method === 'get' && /^3\d\d$/.test(c)),
    );
    if (!success) {
      problems.push({
        file: api.path,
        path: at,
        message: 'has no success answer',
        expected: op.method === 'get' ? 'a 2xx (or 3xx redirect) answer' : 'a 2xx answer',
      });
    }
    for (const code of codes) {
      const written = responses[code];
      const isError = /^[45]/.test(code) || code === 'default';
      if (code === '204' && isObject(written) && 'content' in written) {
        problems.push({
          file: api.path,
          path: [...at, code, 'content'],
          message: 'a 204 answer has content',
          expected: 'no content (or answer 200)',
        });
      }
      if (!isError) continue;
      // A shared response is checked where it is written, once.
      const ref = isObject(written) ? written.$ref : undefined;
      const target = typeof ref === 'string' ? sharedPath(ref) : [...at, code];
      if (!target) continue;
      const key = target.join('\u0000');
      if (typeof ref === 'string' && reportedShared.has(key)) continue;
      reportedShared.add(key);
      const response = resolveLocal(api.data, written);
      if (!isObject(response)) continue; // the $ref check reports it
      const problem = problemUse(response, api.data);
      if (problem) {
        problems.push({
          file: api.path,
          path: target,
          message: `error answer ${code} ${problem}`,
          expected: `content ${PROBLEM_MEDIA} with schema $ref '${PROBLEM_REF}'`,
        });
      }
    }
  }
  return problems;
}

/** `#/components/responses/NotFound` -> `['components', 'responses', 'NotFound']`. */
function sharedPath(ref: string): KeyPath | undefined {
  return ref.startsWith('#/') ? ref.slice(2).split('/') : undefined;
}

/** What is wrong with an error response, or undefined when it answers a Problem. */
function problemUse(response: JsonObject, api: JsonObject): string | undefined {
  const content = objectAt(response, 'content');
  const media = Object.keys(content);
  if (!media.includes(PROBLEM_MEDIA)) return `does not answer ${PROBLEM_MEDIA}`;
  if (media.length > 1) return `answers other media types too (${media.join(', ')})`;
  const schema = objectAt(content[PROBLEM_MEDIA], 'schema');
  if (schema.$ref !== PROBLEM_REF) return 'does not use the Problem schema';
  if (resolvePointer(api, PROBLEM_REF.slice(1)) === undefined)
    return 'uses a Problem schema that is not defined';
  return undefined;
}
