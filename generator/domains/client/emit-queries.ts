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
import { printStatements, type Statements, type Structures } from './ts-project.js';

/**
 * `api/queries/<operationId>.ts`: TanStack Query v5 option factories over the call of
 * api/calls/<operationId>.ts, one module per operation like the calls. Every GET gets a key
 * function and a `queryOptions` factory (`orderPaymentQuery(transport, { brand, id })`, key
 * `orderPaymentQueryKey({ brand, id })` = `['getOrderPayment', brand, id]`); every other
 * operation a `mutationOptions` factory. Keys start with the operationId so `invalidateQueries({ queryKey: ['getPayments'] })` hits them all.
 */
export async function emitQueries(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  checkUnique(operations);
  const sources = sourcesOf(contract, { entities: false, codes: false });
  return Promise.all(
    operations.map(async (op) => ({
      path: `api/queries/${op.operationId}.ts`,
      content: await printStatements((structures) => factories(op, structures)),
      sources,
    })),
  );
}

/** The module of one operation: its key and query factory for a GET, else its mutation factory. */
function factories(
  op: Operation,
  { importDeclaration, functionDeclaration }: Structures,
): Statements {
  const isQuery = op.method === 'GET';
  const imports = [
    importDeclaration({
      moduleSpecifier: '@tanstack/react-query',
      namedImports: [isQuery ? 'queryOptions' : 'mutationOptions'],
    }),
    importDeclaration({
      moduleSpecifier: `../calls/${op.operationId}.js`,
      namedImports: [
        { name: op.operationId },
        ...(!isQuery || hasInput(op)
          ? [{ name: inputTypeName(op.operationId), isTypeOnly: true }]
          : []),
      ],
    }),
    importDeclaration({
      isTypeOnly: true,
      moduleSpecifier: '../transport.js',
      namedImports: ['Transport'],
    }),
  ];
  if (!isQuery) {
    const input = inputTypeName(op.operationId);
    const optional = callInputIsOptional(op);
    return [
      ...imports,
      functionDeclaration({
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
      }),
    ];
  }
  const key = keyInput(op);
  return [
    ...imports,
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
