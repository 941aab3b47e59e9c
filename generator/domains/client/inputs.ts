/**
 * The input types of an operation, as api/calls/<operationId>.ts declares them: the path input
 * (path parameters and query, what the address is made of) and the call input (that plus headers,
 * body, idempotency key and abort signal). Referenced names go into `used` for the imports.
 */
import type { OptionalKind, PropertySignatureStructure } from 'ts-morph';
import type { Contract } from './contract.js';
import { commentText, pascalCase, propertyKey } from './naming.js';
import type { Operation, OperationParam } from './operations.js';
import { tsType } from './ts-type.js';

type Property = OptionalKind<PropertySignatureStructure>;

/** `getOrderPayment` -> `GetOrderPaymentPathInput`. */
export function pathInputTypeName(operationId: string): string {
  return `${pascalCase(operationId)}PathInput`;
}

/** `getOrderPayment` -> `getOrderPaymentPath`. */
export function pathBuilderName(operationId: string): string {
  return `${operationId}Path`;
}

/** Whether the path has anything to fill in: path parameters or a query. */
export function hasPathInput(op: Operation): boolean {
  return op.pathParams.length > 0 || op.queryParams.length > 0;
}

export function pathInputProperties(
  op: Operation,
  contract: Contract,
  used: Set<string>,
): Property[] {
  const properties: Property[] = op.pathParams.map((p) => ({
    name: propertyKey(p.name),
    type: paramType(p, contract, used),
    docs: p.description ? [commentText(p.description)] : [],
  }));
  if (op.queryParams.length > 0) {
    properties.push({
      name: 'query',
      type: fieldList(op.queryParams, (p) => paramType(p, contract, used)),
      hasQuestionToken: !op.queryParams.some((p) => p.required),
    });
  }
  return properties;
}

/** What a call takes besides its path input. */
export function callOnlyProperties(op: Operation, used: Set<string>): Property[] {
  const properties: Property[] = [];
  if (op.headerParams.length > 0) {
    properties.push({
      name: 'headers',
      type: fieldList(op.headerParams, () => 'string'),
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
  return properties;
}

/** A call may be made without an argument: nothing it takes is required. */
export function callInputIsOptional(op: Operation): boolean {
  return (
    op.pathParams.length === 0 &&
    !op.queryParams.some((p) => p.required) &&
    !op.headerParams.some((p) => p.required) &&
    !op.body?.required &&
    op.idempotencyKey !== 'required'
  );
}

function paramType(p: OperationParam, contract: Contract, used: Set<string>): string {
  return tsType(p.schema, contract.codeTables, used);
}

function fieldList(params: OperationParam[], type: (p: OperationParam) => string): string {
  return `{ ${params.map((p) => `${propertyKey(p.name)}${p.required ? '' : '?'}: ${type(p)}`).join('; ')} }`;
}
