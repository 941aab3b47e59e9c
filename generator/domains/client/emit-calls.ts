import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sortedOperations, usesCodeTables, type Contract } from './contract.js';
import {
  callInputIsOptional,
  callOnlyProperties,
  hasPathInput,
  pathBuilderName,
  pathInputProperties,
  pathInputTypeName,
} from './inputs.js';
import { refName, typesOf, type JsonSchema } from './json-schema.js';
import { commentText, inputTypeName, propertyAccess, propertyKey, quote } from './naming.js';
import type { Operation } from './operations.js';
import { printStatements } from './ts-project.js';

/**
 * `api/calls/<operationId>.ts`: one module per operation, so a bundle holds only the operations
 * its pages use and each lands in the chunk of the pages that use it. A module has the
 * operation's path builder (`getOrderPaymentPath({ brand, id })`: the contract's path with every
 * parameter URI-encoded and the query appended) and its call (`getOrderPayment(transport, input)`,
 * resolving with the typed answer; non-2xx answers reject with `ApiProblemError`). Both are
 * environment-neutral (the transport is handed in), so links and the web server use the builder.
 * A module imports nothing that runs: an operation with a query has its own copy of the few lines
 * that write it, where a shared module would be one more chunk for every page using such a path.
 */
export async function emitCalls(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const operations = sortedOperations(contract);
  checkNames(operations);
  return Promise.all(operations.map((op) => emitCall(op, contract)));
}

async function emitCall(op: Operation, contract: Contract): Promise<Emitted> {
  const used = new Set<string>();
  const pathProperties = hasPathInput(op) ? pathInputProperties(op, contract, used) : [];
  const callProperties = callOnlyProperties(op, used);
  const answer = answerType(op, used);
  const content = await printStatements(
    ({ importDeclaration, interfaceDeclaration, functionDeclaration }) => [
      ...(used.size > 0
        ? [
            importDeclaration({
              isTypeOnly: true,
              moduleSpecifier: '../../entities/types.js',
              namedImports: [...used].sort(),
            }),
          ]
        : []),
      importDeclaration({
        isTypeOnly: true,
        moduleSpecifier: '../transport.js',
        namedImports: ['Transport'],
      }),
      ...(hasPathInput(op)
        ? [
            interfaceDeclaration({
              name: pathInputTypeName(op.operationId),
              isExported: true,
              properties: pathProperties,
              docs: [`What the path of \`${op.operationId}\` is made of.`],
            }),
          ]
        : []),
      functionDeclaration({
        name: pathBuilderName(op.operationId),
        isExported: true,
        docs: [`The path of \`${op.method} ${commentText(op.path)}\`.`],
        parameters: hasPathInput(op)
          ? [
              {
                name: 'input',
                type: pathInputTypeName(op.operationId),
                ...(pathProperties.every((p) => p.hasQuestionToken) ? { initializer: '{}' } : {}),
              },
            ]
          : [],
        returnType: 'string',
        statements: `return ${pathCode(op, contract)};`,
      }),
      interfaceDeclaration({
        name: inputTypeName(op.operationId),
        isExported: true,
        extends: hasPathInput(op) ? [pathInputTypeName(op.operationId)] : [],
        properties: callProperties,
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
      ...(queryKind(op, contract) === 'general' ? [QUERY_STRING] : []),
    ],
  );
  return {
    path: `api/calls/${op.operationId}.ts`,
    content,
    sources: sourcesOfCall(op, contract, used),
  };
}

/** api.yaml, the files of the named types the module uses, and codes.yaml if its parameters use a table. */
function sourcesOfCall(op: Operation, contract: Contract, used: ReadonlySet<string>): string[] {
  const files = [...used].map((name) => contract.byName.get(name)?.source);
  const tables = usesCodeTables([...op.pathParams, ...op.queryParams].map((p) => p.schema));
  return [
    ...new Set([
      contract.apiSource ?? '',
      ...files.filter((f): f is string => f !== undefined),
      ...(tables && contract.codesSource ? [contract.codesSource] : []),
    ]),
  ]
    .filter(Boolean)
    .sort();
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

/** The path template as a template literal with every parameter URI-encoded, then the query. */
function pathCode(op: Operation, contract: Contract): string {
  const escape = (text: string): string => text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
  const parts = op.path.split(/\{([^}]+)\}/);
  const kind = queryKind(op, contract);
  if (parts.length === 1 && kind === 'none') return quote(op.path);
  const code = parts.map((part, i) =>
    i % 2 === 0 ? escape(part) : `\${encodeURIComponent(${propertyAccess('input', part)})}`,
  );
  const fields = op.queryParams.map((p) => {
    const value = propertyAccess('input.query', p.name);
    return `${propertyKey(p.name)}: ${isText(p.schema, contract) ? value : `String(${value})`}`;
  });
  const query = {
    none: '',
    fixed: `?\${new URLSearchParams({ ${fields.join(', ')} })}`,
    general: '${queryString(input.query)}',
  }[kind];
  return `\`${code.join('')}${query}\``;
}

/**
 * How a path writes its query: not at all, every parameter always (all required, none a list:
 * one `URLSearchParams`, as short as code written by hand), or with `queryString`, which leaves
 * out what is missing and repeats a list's key.
 */
function queryKind(op: Operation, contract: Contract): 'none' | 'fixed' | 'general' {
  if (op.queryParams.length === 0) return 'none';
  const single = (schema: JsonSchema): boolean => {
    const target = resolved(schema, contract);
    return target !== undefined && !typesOf(target).types.includes('array') && !target.items;
  };
  return op.queryParams.every((p) => p.required && single(p.schema)) ? 'fixed' : 'general';
}

/** A parameter that is a string already (its type, or every value of its enum). */
function isText(schema: JsonSchema, contract: Contract): boolean {
  const target = resolved(schema, contract);
  if (!target || typesOf(target).nullable) return false;
  const { types } = typesOf(target);
  return types.length > 0
    ? types.every((t) => t === 'string')
    : (target.enum?.every((v) => typeof v === 'string') ?? false);
}

/** A schema, or the named schema it refers to. */
function resolved(schema: JsonSchema, contract: Contract): JsonSchema | undefined {
  return typeof schema.$ref === 'string'
    ? contract.byName.get(refName(schema.$ref))?.schema
    : schema;
}

const QUERY_STRING = `/** \`?a=1&b=x&b=y\`; undefined and null values are left out, arrays repeat the key. */
function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  const text = params.toString();
  return text ? \`?\${text}\` : '';
}
`;

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
 * Each operation's function is named by its operationId, its path builder by the id plus `Path`
 * and its module file by the id: every name must be usable, and taken once (file names also
 * ignoring case, for the file systems that do).
 */
function checkNames(operations: Operation[]): void {
  const taken = new Map<string, string>();
  for (const op of operations) {
    if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(op.operationId) || UNUSABLE.has(op.operationId))
      throw new Error(`operationId '${op.operationId}' cannot name a function`);
    const names = [
      op.operationId,
      pathBuilderName(op.operationId),
      `file ${op.operationId.toLowerCase()}`,
    ];
    for (const name of names) {
      const other = taken.get(name);
      if (other)
        throw new Error(
          `operations '${other}' and '${op.operationId}' both give the name '${name}'`,
        );
      taken.set(name, op.operationId);
    }
  }
}
