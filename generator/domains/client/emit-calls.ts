import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sortedOperations, sourcesOf } from './contract.js';
import {
  callInputIsOptional,
  callOnlyProperties,
  hasPathInput,
  pathBuilderName,
  pathInputTypeName,
} from './inputs.js';
import { commentText, inputTypeName, quote } from './naming.js';
import type { Operation } from './operations.js';
import { entityTypesImport, printStatements } from './ts-project.js';

/**
 * `api/calls.ts`: one function per operation, typed from the contract, each its own export so a
 * bundle holds only the calls its pages make. A call takes the transport (api/transport.ts) and
 * one object (path parameters, `query`, `headers`, `body`, `idempotencyKey`, `signal`) and
 * resolves with the typed answer; non-2xx answers reject with `ApiProblemError`.
 */
export async function emitCalls(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  checkNames(operations);
  const used = new Set<string>();
  const calls = operations.map((op) => ({
    op,
    properties: callOnlyProperties(op, used),
    answer: answerType(op, used),
  }));
  const content = await printStatements(
    ({ importDeclaration, interfaceDeclaration, functionDeclaration }) => [
      ...entityTypesImport(used, importDeclaration),
      ...(operations.length > 0
        ? [
            importDeclaration({
              moduleSpecifier: './paths.js',
              namedImports: operations.flatMap((op) => [
                ...(hasPathInput(op)
                  ? [{ name: pathInputTypeName(op.operationId), isTypeOnly: true }]
                  : []),
                { name: pathBuilderName(op.operationId) },
              ]),
            }),
            importDeclaration({
              isTypeOnly: true,
              moduleSpecifier: './transport.js',
              namedImports: ['Transport'],
            }),
          ]
        : []),
      ...calls.flatMap(({ op, properties, answer }) => [
        interfaceDeclaration({
          name: inputTypeName(op.operationId),
          isExported: true,
          extends: hasPathInput(op) ? [pathInputTypeName(op.operationId)] : [],
          properties,
          docs: [`Input of \`${op.operationId}\`.`],
        }),
        functionDeclaration({
          name: op.operationId,
          isExported: true,
          docs: [callDoc(op)],
          parameters: [
            { name: 'transport', type: 'Transport' },
            {
              name: 'input',
              type: inputTypeName(op.operationId),
              ...(callInputIsOptional(op) ? { initializer: '{}' } : {}),
            },
          ],
          returnType: `Promise<${answer}>`,
          statements: `return transport<${answer}>(${requestObject(op)});`,
        }),
      ]),
    ],
  );
  return [
    {
      path: 'api/calls.ts',
      content,
      sources: sourcesOf(contract, { entities: used.size > 0, codes: false }),
    },
  ];
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

function callDoc(op: Operation): string {
  const lines = [op.summary, op.description]
    .filter((l): l is string => Boolean(l))
    .map(commentText);
  lines.push(`\`${op.method} ${commentText(op.path)}\``);
  if (op.moneyMoving)
    lines.push('Moves money: the server runs it at most once per `idempotencyKey`.');
  if (op.deprecated) lines.push('@deprecated');
  return lines.join('\n\n');
}

/** The request handed to the transport. */
function requestObject(op: Operation): string {
  const fields = [
    `operationId: ${quote(op.operationId)}`,
    `method: ${quote(op.method)}`,
    `path: ${pathBuilderName(op.operationId)}(${hasPathInput(op) ? 'input' : ''})`,
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

/** Names JavaScript reserves, and the two the functions use for their parameters. */
const UNUSABLE = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with yield let static implements interface package private ' +
    'protected public await transport input'
  ).split(' '),
);

/**
 * Each operation's function is named by its operationId and its path builder by the id plus
 * `Path`, in one module's scope: every one of those names must be usable and taken once.
 */
function checkNames(operations: Operation[]): void {
  const taken = new Map<string, string>();
  for (const op of operations) {
    if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(op.operationId) || UNUSABLE.has(op.operationId))
      throw new Error(`operationId '${op.operationId}' cannot name a function`);
    for (const name of [op.operationId, pathBuilderName(op.operationId)]) {
      const other = taken.get(name);
      if (other)
        throw new Error(
          `operations '${other}' and '${op.operationId}' both give the name '${name}'`,
        );
      taken.set(name, op.operationId);
    }
  }
}
