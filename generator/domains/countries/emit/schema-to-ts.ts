import { isMoneySchema, refName, resolve, type JsonSchema } from '../schema.js';
import type { Json } from '../source.js';

/** The `$defs` entry of a message id; generated/countries/types.ts imports `MessageId` for it. */
const MESSAGE_ID_DEF = 'messageId';

/** A named type the root type refers to (from the schema's `$defs`). */
export interface NamedType {
  name: string;
  description: string;
  type: string;
}

/**
 * Turns the country meta schema into TypeScript types, so the generated `CountryTerms` can never
 * drift from what the files are validated against. Knows the subset the schema uses; a term
 * switched with `available` (if/then/else) becomes a union, so code that reads a fee must first
 * check `available`. Money becomes `Money` (amount, minor units and currency).
 */
export class SchemaToTs {
  private readonly named = new Map<string, NamedType>();

  constructor(private readonly root: JsonSchema) {}

  /** The `$defs` used so far, as named types, sorted by name. */
  namedTypes(): NamedType[] {
    return [...this.named.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  type(schema: JsonSchema): string {
    if (isMoneySchema(schema)) {
      return refName(schema) === 'moneyOrNull' ? 'Money | null' : 'Money';
    }
    const name = refName(schema);
    // A message id is one of the catalogue's ids (the messages domain checks each), so the terms
    // hand it to the translator without a cast.
    if (name === MESSAGE_ID_DEF) return 'MessageId';
    const target = name ? this.root.$defs?.[name] : undefined;
    if (name && target) {
      // Enumerations and shapes get a name of their own (CountryCode, Fee); plain values such as
      // a percent are inlined as number or string.
      if (!target.enum && target.type !== 'object')
        return this.type({ ...target, description: undefined });
      const typeName = pascal(name);
      if (!this.named.has(typeName)) {
        const entry = { name: typeName, description: target.description ?? '', type: '' };
        this.named.set(typeName, entry); // registered first, so a shape may refer to itself
        entry.type = target.enum
          ? literals(target.enum)
          : this.type({ ...target, description: undefined });
      }
      return typeName;
    }
    if (schema.const !== undefined) return literal(schema.const);
    if (schema.enum) return literals(schema.enum);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'unknown'];
    return types.map((t) => this.single(t, schema)).join(' | ');
  }

  private single(type: string, schema: JsonSchema): string {
    switch (type) {
      case 'object':
        return this.object(schema);
      case 'array':
        return `readonly (${schema.items ? this.type(schema.items) : 'unknown'})[]`;
      case 'integer':
      case 'number':
        return 'number';
      case 'string':
      case 'boolean':
      case 'null':
        return type;
      default:
        return 'unknown';
    }
  }

  private object(schema: JsonSchema): string {
    const required = new Set(schema.required ?? []);
    const switchKey = Object.keys(schema.if?.properties ?? {})[0];
    const switchValue = switchKey ? schema.if?.properties?.[switchKey]?.const : undefined;
    if (!switchKey || typeof switchValue !== 'boolean') return this.members(schema, required);
    // if (key = value) then ... else ...: one object type per branch, the key fixed to its value.
    const when = (value: boolean, branch: JsonSchema | undefined): string =>
      this.members(schema, new Set([...required, ...(branch?.required ?? [])]), {
        key: switchKey,
        value,
      });
    return `(${when(switchValue, schema.then)} | ${when(!switchValue, schema.else)})`;
  }

  private members(
    schema: JsonSchema,
    required: Set<string>,
    fixed?: { key: string; value: boolean },
  ): string {
    const lines = Object.entries(schema.properties ?? {}).map(([key, property]) => {
      const description = resolve(property, this.root).description;
      const doc = description ? `/** ${description.replace(/\*\//g, '*\\/')} */\n` : '';
      const type = fixed?.key === key ? String(fixed.value) : this.type(property);
      return `${doc}readonly ${key}${required.has(key) ? '' : '?'}: ${type};`;
    });
    return `{\n${lines.join('\n')}\n}`;
  }
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function literal(value: Json): string {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : String(value);
}

function literals(values: Json[]): string {
  return values.map(literal).join(' | ');
}
