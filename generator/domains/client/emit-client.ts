import type { OptionalKind, PropertySignatureStructure } from 'ts-morph';
import type { Emitted, Model } from '../../core/types.js';
import { ACCEPT, CALL, CREATE_CALLER, OPTIONS, QUERY_STRING } from './client-transport.js';
import { contractOf, sourcesOf, usesCodeTables, type Contract } from './contract.js';
import { commentText, inputTypeName, propertyAccess, propertyKey, quote } from './naming.js';
import type { Operation, OperationParam } from './operations.js';
import { printStatements } from './ts-project.js';
import { tsType } from './ts-type.js';

/**
 * `api/client.ts`: `createApiClient(...)` with one method per operation, typed from the contract.
 * Each method takes one object (path parameters, `query`, `body`, `idempotencyKey`, `signal`) and
 * resolves with the typed answer; non-2xx answers reject with `ApiProblemError`.
 */
export async function emitClient(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  const used = new Set<string>();
  const shapes = operations.map((op) => ({
    op,
    ...inputShape(op, contract, used),
    answer: answerType(op, used),
  }));
  const content = await printStatements(
    ({ importDeclaration, interfaceDeclaration, functionDeclaration }) => [
      ...(used.size > 0
        ? [
            importDeclaration({
              isTypeOnly: true,
              moduleSpecifier: '../entities/types.js',
              namedImports: [...used].sort(),
            }),
          ]
        : []),
      importDeclaration({
        moduleSpecifier: './errors.js',
        namedImports: ['ApiProblemError', 'readProblem'],
      }),
      interfaceDeclaration(OPTIONS),
      ...shapes.map(({ op, properties }) =>
        interfaceDeclaration({
          name: inputTypeName(op.operationId),
          isExported: true,
          properties,
          docs: [`Input of \`${op.operationId}\`.`],
        }),
      ),
      interfaceDeclaration({
        name: 'ApiClient',
        isExported: true,
        docs: ['One method per operation of schema/api.yaml.'],
        methods: shapes.map(({ op, optional, answer }) => ({
          name: op.operationId,
          docs: [methodDoc(op)],
          parameters: [
            { name: 'input', type: inputTypeName(op.operationId), hasQuestionToken: optional },
          ],
          returnType: `Promise<${answer}>`,
        })),
      }),
      functionDeclaration({
        name: 'createApiClient',
        isExported: true,
        docs: [
          'The typed client. `baseUrl` is prepended to every contract path (`""` for the same origin).',
        ],
        parameters: [{ name: 'options', type: 'ApiClientOptions' }],
        returnType: 'ApiClient',
        statements: (writer) => {
          writer.writeLine('const call = createCaller(options);');
          writer.write('return ').inlineBlock(() => {
            for (const { op, optional, answer } of shapes) {
              writer.writeLine(
                `${propertyKey(op.operationId)}: (input${optional ? ' = {}' : ''}) =>`,
              );
              writer.indent(() => writer.write(`call<${answer}>(${callObject(op)}),`).newLine());
            }
          });
          writer.write(';');
        },
      }),
      interfaceDeclaration(CALL),
      ACCEPT,
      functionDeclaration(CREATE_CALLER),
      functionDeclaration(QUERY_STRING),
    ],
  );
  const paramSchemas = contract.operations.flatMap((op) =>
    [...op.pathParams, ...op.queryParams].map((p) => p.schema),
  );
  return [
    {
      path: 'api/client.ts',
      content,
      sources: sourcesOf(contract, { entities: true, codes: usesCodeTables(paramSchemas) }),
    },
  ];
}

/** Methods in operationId order, so moving a path in api.yaml does not reshuffle the client. */
export function sortedOperations(contract: Contract): Operation[] {
  return [...contract.operations].sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}

function inputShape(
  op: Operation,
  contract: Contract,
  used: Set<string>,
): { properties: OptionalKind<PropertySignatureStructure>[]; optional: boolean } {
  const type = (p: OperationParam): string => tsType(p.schema, contract.codeTables, used);
  const fieldList = (params: OperationParam[], valueType?: string): string =>
    `{ ${params.map((p) => `${propertyKey(p.name)}${p.required ? '' : '?'}: ${valueType ?? type(p)}`).join('; ')} }`;
  const properties: OptionalKind<PropertySignatureStructure>[] = op.pathParams.map((p) => ({
    name: propertyKey(p.name),
    type: type(p),
    docs: p.description ? [commentText(p.description)] : [],
  }));
  if (op.queryParams.length > 0) {
    properties.push({
      name: 'query',
      type: fieldList(op.queryParams),
      hasQuestionToken: !op.queryParams.some((p) => p.required),
    });
  }
  if (op.headerParams.length > 0) {
    properties.push({
      name: 'headers',
      type: fieldList(op.headerParams, 'string'),
      hasQuestionToken: !op.headerParams.some((p) => p.required),
    });
  }
  if (op.body) {
    const bodyType =
      op.body.schema ?? (op.body.contentType.includes('json') ? 'unknown' : 'BodyInit');
    if (op.body.schema) used.add(op.body.schema);
    properties.push({ name: 'body', type: bodyType, hasQuestionToken: !op.body.required });
  }
  if (op.idempotencyKey !== 'none') {
    properties.push({
      name: 'idempotencyKey',
      type: 'string',
      hasQuestionToken: op.idempotencyKey === 'optional',
      docs: [
        'Sent as `Idempotency-Key`. Make it once per customer intent and reuse it on retries.',
      ],
    });
  }
  properties.push({ name: 'signal', type: 'AbortSignal', hasQuestionToken: true });
  return { properties, optional: properties.every((p) => p.hasQuestionToken) };
}

function answerType(op: Operation, used: Set<string>): string {
  switch (op.answer.kind) {
    case 'void':
      return 'void';
    case 'blob':
      return 'Blob';
    case 'text':
      return 'string';
    case 'json':
      if (op.answer.schema) used.add(op.answer.schema);
      return op.answer.schema ?? 'unknown';
  }
}

function methodDoc(op: Operation): string {
  const lines = [op.summary, op.description]
    .filter((l): l is string => Boolean(l))
    .map(commentText);
  lines.push(`\`${op.method} ${op.path}\``);
  if (op.moneyMoving)
    lines.push('Moves money: the server runs it at most once per `idempotencyKey`.');
  if (op.deprecated) lines.push('@deprecated');
  return lines.join('\n\n');
}

/** The request description handed to `call`. */
function callObject(op: Operation): string {
  const fields = [
    `operationId: ${quote(op.operationId)}`,
    `method: ${quote(op.method)}`,
    `path: ${pathCode(op)}`,
    op.queryParams.length > 0 ? 'query: input.query' : '',
    op.headerParams.length > 0 ? 'headers: input.headers' : '',
    op.body
      ? `body: ${op.body.contentType.includes('json') ? '{ json: input.body }' : '{ raw: input.body }'}`
      : '',
    op.idempotencyKey !== 'none' ? 'idempotencyKey: input.idempotencyKey' : '',
    'signal: input.signal',
    `answer: ${quote(op.answer.kind)}`,
  ];
  return `{ ${fields.filter(Boolean).join(', ')} }`;
}

/** The path template as a template literal with every parameter URI-encoded. */
function pathCode(op: Operation): string {
  const escape = (text: string): string => text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
  const parts = op.path.split(/\{([^}]+)\}/);
  const code = parts.map((part, i) =>
    i % 2 === 0 ? escape(part) : `\${encodeURIComponent(${propertyAccess('input', part)})}`,
  );
  return `\`${code.join('')}\``;
}
