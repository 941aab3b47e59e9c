import type { KeyPath, Model, Problem } from '../../core/types.js';
import { operationsOf } from './api-operations.js';
import { apiOf, isObject, objectAt, type JsonObject } from './sources.js';

/** The marker on a header of components.headers that every answer must list, under this name. */
export const EVERY_ANSWER = 'x-everyAnswerAs';

/**
 * Headers the spec puts on every answer (core §7: "All responses carry a same-origin referrer
 * policy and no-store caching"). They guard the marks in api.yaml: removing a header's mark or
 * changing its value is a mistake, not a way to drop the rule.
 */
export const SPEC_ANSWER_HEADERS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'Referrer-Policy', value: 'same-origin' },
  { name: 'Cache-Control', value: 'no-store' },
];

interface AnswerHeader {
  name: string;
  ref: string;
}

/** The headers of components.headers marked for every answer, with the $ref that names each. */
function answerHeaders(api: JsonObject): AnswerHeader[] {
  return Object.entries(objectAt(api, 'components'))
    .filter(([key]) => key === 'headers')
    .flatMap(([, headers]) => Object.entries(isObject(headers) ? headers : {}))
    .flatMap(([key, header]) =>
      isObject(header) && typeof header[EVERY_ANSWER] === 'string'
        ? [{ name: header[EVERY_ANSWER], ref: `#/components/headers/${key}` }]
        : [],
    );
}

/** What is wrong with one answer's headers, as problems. */
function answerProblems(
  file: string,
  at: KeyPath,
  label: string,
  response: JsonObject,
  required: AnswerHeader[],
): Problem[] {
  const headers = objectAt(response, 'headers');
  return required.flatMap(({ name, ref }) => {
    const written = headers[name];
    if (isObject(written) && written.$ref === ref) return [];
    return [
      {
        file,
        path:
          written === undefined
            ? [...at, ...(isObject(response.headers) ? ['headers'] : [])]
            : [...at, 'headers', name],
        message:
          written === undefined
            ? `${label} does not declare the header ${name}`
            : `${label} declares ${name} itself`,
        expected: `headers: { ${name}: { $ref: '${ref}' } } (core §7: every answer carries it)`,
      },
    ];
  });
}

/**
 * Every answer declares the headers components.headers marks with `x-everyAnswerAs` (core §7),
 * by $ref so the value lives in one place; the spec's two headers must be marked. Shared answers
 * (components.responses) are checked where they are written, once.
 */
export function checkAnswerHeaders(model: Model): Problem[] {
  const api = apiOf(model);
  if (!api) return [];
  const required = answerHeaders(api.data);
  const problems: Problem[] = [];
  const components = objectAt(api.data, 'components');
  const headers = objectAt(components, 'headers');
  for (const { name, value } of SPEC_ANSWER_HEADERS) {
    const marked = Object.entries(headers).find(([, h]) => isObject(h) && h[EVERY_ANSWER] === name);
    const schema = marked && isObject(marked[1]) ? objectAt(marked[1], 'schema') : undefined;
    if (marked && schema?.const === value) continue;
    problems.push({
      file: api.path,
      path: marked ? ['components', 'headers', marked[0], 'schema'] : ['components', 'headers'],
      message: marked
        ? `header ${name} is not fixed to '${value}'`
        : `no header is marked ${EVERY_ANSWER}: ${name}`,
      expected: marked
        ? `schema: { type: string, const: ${value} } (core §7)`
        : `a header with ${EVERY_ANSWER}: ${name} and schema const ${value} (core §7)`,
    });
  }
  for (const [key, response] of Object.entries(objectAt(components, 'responses'))) {
    if (!isObject(response) || typeof response.$ref === 'string') continue;
    const at = ['components', 'responses', key];
    problems.push(...answerProblems(api.path, at, `shared answer ${key}`, response, required));
  }
  for (const op of operationsOf(api.data)) {
    for (const [code, response] of Object.entries(objectAt(op.operation, 'responses'))) {
      // A $ref to a shared answer is checked at the shared answer.
      if (!isObject(response) || typeof response.$ref === 'string') continue;
      const at = [...op.path, 'responses', code];
      problems.push(...answerProblems(api.path, at, `answer ${code}`, response, required));
    }
  }
  return problems;
}
