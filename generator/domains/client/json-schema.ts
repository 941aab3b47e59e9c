/**
 * The slice of JSON Schema 2020-12 (and OpenAPI 3.1) the client emitters understand. Everything is
 * optional and the index signature keeps unknown keywords, because the contract is validated by
 * the contract domain, not here.
 */
export interface JsonSchema {
  $ref?: string;
  $id?: string;
  $schema?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  /** OpenAPI 3.0 spelling, still seen in hand-written 3.1 files. */
  nullable?: boolean;
  deprecated?: boolean;
  default?: unknown;
  'x-codeTable'?: string;
  [keyword: string]: unknown;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `type` keyword as a list, without `null`, plus whether `null` is allowed. */
export function typesOf(schema: JsonSchema): { types: string[]; nullable: boolean } {
  const raw =
    schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const nullable =
    raw.includes('null') ||
    schema.nullable === true ||
    (schema.enum?.includes(null) ?? false) ||
    schema.const === null;
  return { types: raw.filter((t) => t !== 'null'), nullable };
}

/** The name behind an internal `#/$defs/<Name>` reference, as the bundle writes them. */
export function refName(ref: string): string {
  const prefix = '#/$defs/';
  if (!ref.startsWith(prefix))
    throw new Error(`unexpected reference '${ref}' (expected ${prefix}<Name>)`);
  return decodePointer(ref.slice(prefix.length));
}

export function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function encodePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
