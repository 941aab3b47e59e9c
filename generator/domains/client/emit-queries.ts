import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sortedOperations, sourcesOf } from './contract.js';
import { callInputIsOptional } from './inputs.js';
import {
  inputTypeName,
  mutationFactoryName,
  propertyAccess,
  queryFactoryName,
  queryKeyName,
  quote,
} from './naming.js';
import type { Operation } from './operations.js';
import { printStatements } from './ts-project.js';

/**
 * `api/queries.ts`: TanStack Query v5 option factories over the functions of api/calls.ts, each
 * its own export like them. Every GET gets a key function and a `queryOptions` factory
 * (`orderPaymentQuery(transport, { brand, id })`, key `orderPaymentQueryKey({ brand, id })` =
 * `['getOrderPayment', brand, id]`); every other operation a `mutationOptions` factory. Keys
 * start with the operationId so `invalidateQueries({ queryKey: ['getPayments'] })` hits them all.
 */
export async function emitQueries(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  const queries = operations.filter((op) => op.method === 'GET');
  const mutations = operations.filter((op) => op.method !== 'GET');
  checkUnique(operations);
  const named = [
    queries.length > 0 ? 'queryOptions' : '',
    mutations.length > 0 ? 'mutationOptions' : '',
  ];
  const content = await printStatements(({ importDeclaration, functionDeclaration }) => [
    ...(operations.length > 0
      ? [
          importDeclaration({
            moduleSpecifier: '@tanstack/react-query',
            namedImports: named.filter(Boolean),
          }),
          importDeclaration({
            moduleSpecifier: './calls.js',
            namedImports: operations.flatMap((op) => [
              { name: op.operationId },
              ...(op.method !== 'GET' || hasInput(op)
                ? [{ name: inputTypeName(op.operationId), isTypeOnly: true }]
                : []),
            ]),
          }),
          importDeclaration({
            isTypeOnly: true,
            moduleSpecifier: './transport.js',
            namedImports: ['Transport'],
          }),
        ]
      : []),
    ...queries.flatMap((op) => {
      const key = keyInput(op);
      return [
        functionDeclaration({
          name: queryKeyName(op.operationId),
          isExported: true,
          docs: [`Query key of \`${op.operationId}\`: the operationId, then ${keyParts(op)}.`],
          parameters: key ? [{ name: 'input', type: key }] : [],
          statements: `return ${keyCode(op)};`,
        }),
        functionDeclaration({
          name: queryFactoryName(op.operationId),
          isExported: true,
          docs: [`\`${op.method} ${op.path}\`${op.summary ? `: ${op.summary}` : ''}`],
          parameters: [
            { name: 'transport', type: 'Transport' },
            ...(hasInput(op)
              ? [
                  {
                    name: 'input',
                    type: `Omit<${inputTypeName(op.operationId)}, 'signal'>`,
                    ...(callInputIsOptional(op) ? { initializer: '{}' } : {}),
                  },
                ]
              : []),
          ],
          statements: `return queryOptions({
  queryKey: ${queryKeyName(op.operationId)}(${key ? 'input' : ''}),
  queryFn: ({ signal }) => ${op.operationId}(transport, { ${hasInput(op) ? '...input, ' : ''}signal }),
});`,
        }),
      ];
    }),
    ...mutations.map((op) => {
      const input = inputTypeName(op.operationId);
      const optional = callInputIsOptional(op);
      return functionDeclaration({
        name: mutationFactoryName(op.operationId),
        isExported: true,
        docs: [
          `\`${op.method} ${op.path}\`${op.summary ? `: ${op.summary}` : ''}` +
            (op.moneyMoving
              ? '\n\nMoves money: `idempotencyKey` is part of the variables, so a retry reuses it.'
              : ''),
        ],
        parameters: [{ name: 'transport', type: 'Transport' }],
        statements: `return mutationOptions({
  mutationKey: [${quote(op.operationId)}] as const,
  mutationFn: (${optional ? `input: ${input} | void` : `input: ${input}`}) => ${op.operationId}(transport, ${optional ? 'input ?? {}' : 'input'}),
});`,
      });
    }),
  ]);
  return [
    {
      path: 'api/queries.ts',
      content,
      sources: sourcesOf(contract, { entities: false, codes: false }),
    },
  ];
}

/** An input besides the abort signal: path parameters, query or headers. */
function hasInput(op: Operation): boolean {
  return (
    op.pathParams.length > 0 ||
    op.queryParams.length > 0 ||
    op.headerParams.length > 0 ||
    op.body !== undefined
  );
}

/** What a key is made of: path parameters in template order, then the query object. */
function keyInput(op: Operation): string | undefined {
  const picked = [
    ...op.pathParams.map((p) => quote(p.name)),
    ...(op.queryParams.length > 0 ? ["'query'"] : []),
  ];
  return picked.length > 0
    ? `Pick<${inputTypeName(op.operationId)}, ${picked.join(' | ')}>`
    : undefined;
}

function keyParts(op: Operation): string {
  const parts = [
    ...(op.pathParams.length > 0 ? ['the path parameters'] : []),
    ...(op.queryParams.length > 0 ? ['the query object'] : []),
  ];
  return parts.length > 0 ? parts.join(', then ') : 'nothing else';
}

function keyCode(op: Operation): string {
  const parts = [
    quote(op.operationId),
    ...op.pathParams.map((p) => propertyAccess('input', p.name)),
    ...(op.queryParams.length > 0 ? ['input.query'] : []),
  ];
  return `[${parts.join(', ')}] as const`;
}

/**
 * Factory and key names drop the `get` prefix; no two operations may end up with the same name,
 * nor with the name of an operation's own function, which this module imports.
 */
function checkUnique(operations: Operation[]): void {
  const seen = new Map<string, string>(operations.map((op) => [op.operationId, op.operationId]));
  for (const op of operations) {
    const names =
      op.method === 'GET'
        ? [queryFactoryName(op.operationId), queryKeyName(op.operationId)]
        : [mutationFactoryName(op.operationId)];
    for (const name of names) {
      const other = seen.get(name);
      if (other)
        throw new Error(
          `operations '${other}' and '${op.operationId}' both give the name '${name}'`,
        );
      seen.set(name, op.operationId);
    }
  }
}
