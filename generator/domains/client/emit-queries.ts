import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sortedOperations, sourcesOf } from './contract.js';
import { callInputIsOptional } from './inputs.js';
import {
  inputTypeName,
  mutationFactoryName,
  propertyAccess,
  queryFactoryName,
  quote,
} from './naming.js';
import type { Operation } from './operations.js';
import { printStatements } from './ts-project.js';

/**
 * `api/queries.ts`: TanStack Query v5 option factories. Every GET gets a query key and a
 * `queryOptions` factory (`orderPaymentQuery(client, { brand, id })`, key
 * `['getOrderPayment', brand, id]`); every other operation a `mutationOptions` factory.
 * Keys start with the operationId so `invalidateQueries({ queryKey: ['getPayments'] })` hits them all.
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
            isTypeOnly: true,
            moduleSpecifier: './calls.js',
            namedImports: operations
              .filter((op) => op.method !== 'GET' || hasInput(op))
              .map((op) => inputTypeName(op.operationId)),
          }),
          importDeclaration({
            isTypeOnly: true,
            moduleSpecifier: './client.js',
            namedImports: ['ApiClient'],
          }),
        ]
      : []),
    (writer) => {
      writer.writeLine(
        '/** Query keys by operationId: the operationId, then the path parameters, then the query object. */',
      );
      writer.write('export const queryKeys = ').inlineBlock(() => {
        for (const op of queries) {
          const input = keyInput(op);
          writer.writeLine(
            `${op.operationId}: (${input ? `input: ${input}` : ''}) => ${keyCode(op)},`,
          );
        }
      });
      writer.write(';');
    },
    ...queries.map((op) =>
      functionDeclaration({
        name: queryFactoryName(op.operationId),
        isExported: true,
        docs: [`\`${op.method} ${op.path}\`${op.summary ? `: ${op.summary}` : ''}`],
        parameters: [
          { name: 'client', type: 'ApiClient' },
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
  queryKey: queryKeys.${op.operationId}(${keyInput(op) ? 'input' : ''}),
  queryFn: ({ signal }) => client.${op.operationId}({ ${hasInput(op) ? '...input, ' : ''}signal }),
});`,
      }),
    ),
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
        parameters: [{ name: 'client', type: 'ApiClient' }],
        statements: `return mutationOptions({
  mutationKey: [${quote(op.operationId)}] as const,
  mutationFn: (${optional ? `input: ${input} | void` : `input: ${input}`}) => client.${op.operationId}(${optional ? 'input ?? {}' : 'input'}),
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

function keyCode(op: Operation): string {
  const parts = [
    quote(op.operationId),
    ...op.pathParams.map((p) => propertyAccess('input', p.name)),
    ...(op.queryParams.length > 0 ? ['input.query'] : []),
  ];
  return `[${parts.join(', ')}] as const`;
}

/** Factory names drop the `get` prefix; two operations must not end up with the same name. */
function checkUnique(operations: Operation[]): void {
  const seen = new Map<string, string>();
  for (const op of operations) {
    const name =
      op.method === 'GET' ? queryFactoryName(op.operationId) : mutationFactoryName(op.operationId);
    const other = seen.get(name);
    if (other)
      throw new Error(
        `operations '${other}' and '${op.operationId}' both give the query factory '${name}'`,
      );
    seen.set(name, op.operationId);
  }
}
