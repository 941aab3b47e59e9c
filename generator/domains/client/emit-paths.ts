import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sortedOperations, sourcesOf, usesCodeTables } from './contract.js';
import { hasPathInput, pathBuilderName, pathInputProperties, pathInputTypeName } from './inputs.js';
import { commentText, propertyAccess, quote } from './naming.js';
import type { Operation } from './operations.js';
import { entityTypesImport, printStatements } from './ts-project.js';

/**
 * `api/paths.ts`: one path builder per operation (`getOrderPaymentPath({ brand, id })`), the
 * contract's path with every parameter URI-encoded and the query appended, and the list of the
 * contract's path prefixes. Environment-neutral (no browser API, no transport): the calls fetch
 * with it, pages put it in `<a href>`, the web server matches and proxies with it.
 */
export async function emitPaths(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  const used = new Set<string>();
  const builders = operations.map((op) => ({
    op,
    properties: hasPathInput(op) ? pathInputProperties(op, contract, used) : [],
  }));
  const withQuery = operations.some((op) => op.queryParams.length > 0);
  const content = await printStatements(
    ({ importDeclaration, interfaceDeclaration, functionDeclaration }) => [
      ...entityTypesImport(used, importDeclaration),
      prefixesCode(operations),
      ...builders.flatMap(({ op, properties }) => [
        ...(hasPathInput(op)
          ? [
              interfaceDeclaration({
                name: pathInputTypeName(op.operationId),
                isExported: true,
                properties,
                docs: [`What the path of \`${op.operationId}\` is made of.`],
              }),
            ]
          : []),
        functionDeclaration({
          name: pathBuilderName(op.operationId),
          isExported: true,
          docs: [`\`${op.method} ${commentText(op.path)}\``],
          parameters: hasPathInput(op)
            ? [
                {
                  name: 'input',
                  type: pathInputTypeName(op.operationId),
                  ...(properties.every((p) => p.hasQuestionToken) ? { initializer: '{}' } : {}),
                },
              ]
            : [],
          returnType: 'string',
          statements: `return ${pathCode(op)};`,
        }),
      ]),
      ...(withQuery
        ? [
            functionDeclaration({
              name: 'queryString',
              docs: [
                '`?a=1&b=x&b=y`; undefined and null values are left out, arrays repeat the key.',
              ],
              parameters: [{ name: 'query', type: 'Record<string, unknown> | undefined' }],
              returnType: 'string',
              statements: `const params = new URLSearchParams();
for (const [name, value] of Object.entries(query ?? {})) {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item !== undefined && item !== null) params.append(name, String(item));
  }
}
const text = params.toString();
return text ? \`?\${text}\` : '';`,
            }),
          ]
        : []),
    ],
  );
  const paramSchemas = contract.operations.flatMap((op) =>
    [...op.pathParams, ...op.queryParams].map((p) => p.schema),
  );
  return [
    {
      path: 'api/paths.ts',
      content,
      sources: sourcesOf(contract, {
        entities: used.size > 0,
        codes: usesCodeTables(paramSchemas),
      }),
    },
  ];
}

/**
 * The first segment of every path, e.g. `/service/`: what the web server forwards to the API.
 * Sorted, so reordering api.yaml does not move it.
 */
function prefixesCode(operations: Operation[]): string {
  const prefixes = [
    ...new Set(operations.map((op) => /^\/[^/]+\//.exec(op.path)?.[0] ?? op.path)),
  ].sort();
  return `
/** The first segment of every path of the contract: what the web server forwards to the API. */
export const API_PATH_PREFIXES = [${prefixes.map(quote).join(', ')}] as const;`;
}

/** The path template as a template literal with every parameter URI-encoded, then the query. */
function pathCode(op: Operation): string {
  const escape = (text: string): string => text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
  const parts = op.path.split(/\{([^}]+)\}/);
  const code = parts.map((part, i) =>
    i % 2 === 0 ? escape(part) : `\${encodeURIComponent(${propertyAccess('input', part)})}`,
  );
  if (parts.length === 1 && op.queryParams.length === 0) return quote(op.path);
  const query = op.queryParams.length > 0 ? '${queryString(input.query)}' : '';
  return `\`${code.join('')}${query}\``;
}
