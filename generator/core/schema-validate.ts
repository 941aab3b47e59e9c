import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SourceReader } from './reader.js';
import type { KeyPath, Problem } from './types.js';

/**
 * Validates each source file against its meta JSON Schema and words the errors for the people who
 * edit the files: the key path, what is wrong, and what was expected (with the key's description).
 */
// Compiling a meta schema is the slow part of validation; the compiled function depends only on
// the schema's text, so it is shared by every run in this process.
const compiledByText = new Map<string, ValidateFunction>();

export class MetaValidator {
  private readonly ajv = new Ajv2020({
    allErrors: true,
    verbose: true, // errors carry the offending data and the schema that rejected it
    strict: false,
    allowUnionTypes: true,
  });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly reader: SourceReader) {
    addFormats.default(this.ajv);
  }

  validate(file: string, metaPath: string, data: unknown): Problem[] {
    let validate: ValidateFunction;
    try {
      validate = this.compile(metaPath);
    } catch (error) {
      return [
        { file: metaPath, path: [], message: `meta schema does not compile: ${String(error)}` },
      ];
    }
    if (validate(data)) return [];
    return describeErrors(file, validate.errors ?? []);
  }

  private compile(metaPath: string): ValidateFunction {
    let fn = this.compiled.get(metaPath);
    if (!fn) {
      const text = this.reader.read(metaPath);
      fn = compiledByText.get(text);
      if (!fn) {
        const schema = JSON.parse(text) as Record<string, unknown>;
        // Two files may share a meta schema $id; compile by path, not by id.
        delete schema.$id;
        fn = this.ajv.compile(schema);
        compiledByText.set(text, fn);
      }
      this.compiled.set(metaPath, fn);
    }
    return fn;
  }
}

/** JSON pointer `/a/0/b` to `['a', 0, 'b']`. */
export function pointerToPath(pointer: string): KeyPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function describeErrors(file: string, errors: ErrorObject[]): Problem[] {
  // anyOf/oneOf/if summaries repeat what their branches already said; keep them only when alone.
  const summaries = new Set(['anyOf', 'oneOf', 'if', 'not']);
  const specific = errors.filter((e) => !summaries.has(e.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of chosen) {
    const problem = describe(file, error);
    const key = `${problem.path.join('\u0000')}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describe(file: string, e: ErrorObject): Problem {
  const path = pointerToPath(e.instancePath);
  const about = describedAs(e.parentSchema);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(
        (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
      );
      return {
        file,
        path: [...path, key],
        atKey: true,
        message: `unknown key '${key}'`,
        expected: allowed.length ? `one of: ${allowed.join(', ')}` : 'no other keys here',
      };
    }
    case 'required':
      return {
        file,
        path,
        message: `missing required key '${String(params.missingProperty)}'`,
        expected: describedAs(propertySchema(e.parentSchema, String(params.missingProperty))),
      };
    case 'type':
      return {
        file,
        path,
        message: `is ${kindOf(e.data)}`,
        expected: `${article(String(params.type))}${about ? ` — ${about}` : ''}`,
      };
    case 'enum':
      return {
        file,
        path,
        message: `'${String(e.data)}' is not allowed`,
        expected: `one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'const':
      return {
        file,
        path,
        message: `is '${String(e.data)}'`,
        expected: `'${String(params.allowedValue)}'`,
      };
    case 'pattern':
      return {
        file,
        path,
        message: `'${String(e.data)}' has the wrong form`,
        expected: `${about || 'text'} matching ${String(params.pattern)}`,
      };
    default:
      return {
        file,
        path,
        message: `${e.message ?? e.keyword}${e.data !== undefined && typeof e.data !== 'object' ? `, got ${JSON.stringify(e.data)}` : ''}`,
        expected: about || undefined,
      };
  }
}

function propertySchema(schema: unknown, key: string): unknown {
  return (schema as { properties?: Record<string, unknown> } | undefined)?.properties?.[key];
}

function describedAs(schema: unknown): string {
  const description = (schema as { description?: unknown } | undefined)?.description;
  if (typeof description !== 'string') return '';
  const firstSentence = description.split(/(?<=\.)\s/)[0] ?? description;
  return firstSentence.replace(/\.$/, '');
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map of keys';
  if (typeof value === 'string') return `the text '${value}'`;
  return `${typeof value} ${String(value)}`;
}

function article(type: string): string {
  const words: Record<string, string> = {
    number: 'a number',
    integer: 'a whole number',
    string: 'a text',
    boolean: 'true or false',
    object: 'a map of keys',
    array: 'a list',
    null: 'nothing (null)',
  };
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ');
}
