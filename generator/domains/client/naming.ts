/** Identifier helpers shared by the emitters, so a name means the same thing in every output file. */

export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as TypeScript source: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** `input.brand` or `input["x-id"]`. */
export function propertyAccess(object: string, name: string): string {
  return IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${quote(name)}]`;
}

/** The zod schema constant of a named schema: `Order` -> `OrderSchema`. */
export function zodName(typeName: string): string {
  return `${typeName}Schema`;
}

/** `getOrderPayment` -> `orderPaymentQuery`; GETs not named get* keep their name. */
export function queryFactoryName(operationId: string): string {
  const rest = /^get[A-Z]/.test(operationId) ? operationId.slice(3) : operationId;
  return `${rest.charAt(0).toLowerCase()}${rest.slice(1)}Query`;
}

/** `getOrderPayment` -> `orderPaymentQueryKey`. */
export function queryKeyName(operationId: string): string {
  return `${queryFactoryName(operationId)}Key`;
}

export function mutationFactoryName(operationId: string): string {
  return `${operationId}Mutation`;
}

/** The input type of one client method: `getOrderPayment` -> `GetOrderPaymentInput`. */
export function inputTypeName(operationId: string): string {
  return `${pascalCase(operationId)}Input`;
}

/** Code for one string, in single quotes like the rest of the code base. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A literal for a JSON value: numbers and booleans bare, strings quoted. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

/** Text safe inside a block comment. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, '*\\/').trim();
}
