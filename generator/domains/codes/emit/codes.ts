import type { Emitter } from '../../../core/types.js';
import { pascalCase } from '../names.js';
import { CODES_FILE, CONSTANTS_FILE, codesOf } from '../sources.js';
import type { CodeEntrySource, CodeTableSource } from '../source-types.js';
import { jsdoc, literal, propertyKey } from './literal.js';
import { rulesLiteral } from './rules.js';

// code, key and messageId lead every entry so the generated tables read alike; the rest follow
// in source order. The description is for the reader of the table, not for the browser, which
// would otherwise load it with the logged-in home (issue 6 budget): a doc comment above the entry.
function entryLiteral(entry: CodeEntrySource): string {
  const { code, key, messageId, description, ...rest } = entry;
  const data = literal({ code, key, messageId, ...rest });
  return description ? `${jsdoc(description, 88)}\n${data}` : data;
}

function keyMap(table: CodeTableSource): string {
  const members = table.codes.map((c) => `${propertyKey(c.key)}: ${literal(c.code)}`);
  return `{ ${members.join(', ')} }`;
}

/** `{ 0: 'new', 1: 'due', ... }`: which display state lists each code under `field`. */
function displayIndex(
  states: CodeEntrySource[],
  field: 'orderWebStatuses' | 'invoiceStatuses',
  order: CodeEntrySource[],
): string {
  const members = order.map((source) => {
    const state = states.find((s) => (s[field] ?? []).includes(source.code as number));
    return `${literal(source.code)}: ${literal(state?.code ?? null)}`;
  });
  return `{ ${members.join(', ')} }`;
}

/**
 * generated/codes-data.ts: every code table as `as const` data with its unions, and the rules of
 * codes.yaml as data; generated/codes.ts (verbatim) has the helpers that apply them.
 */
export const emitCodes: Emitter = (model, templates) => {
  const source = codesOf(model);
  if (!source) return [];
  const tables = Object.entries(source.data.tables).map(([name, table]) => ({
    name,
    doc: jsdoc(table.description),
    constName: `${name}Codes`,
    typeName: pascalCase(name),
    valueType: table.valueType,
    labelled: table.labelled === true,
    entries: table.codes.map(entryLiteral),
    keyMap: keyMap(table),
  }));
  const fallbacks = Object.entries(source.data.tables).flatMap(([name, table]) =>
    table.codes
      .filter((c) => c.fallback)
      .map((c) => ({ table: name, constName: `${name}Fallback`, code: literal(c.code) })),
  );
  const { displayState, orderWebStatus, invoiceStatus } = source.data.tables;
  const states = displayState?.codes ?? [];
  const content = templates.render('codes/codes-data.ts.hbs', {
    tables,
    fallbacks,
    orderWebStatusDisplay: displayIndex(states, 'orderWebStatuses', orderWebStatus?.codes ?? []),
    invoiceStatusDisplay: displayIndex(states, 'invoiceStatuses', invoiceStatus?.codes ?? []),
    rules: rulesLiteral(model, source.data.rules),
  });
  // The rules read constants by name and hold their values, so constants.yaml is a source too.
  return [{ path: 'codes-data.ts', content, sources: [CODES_FILE, CONSTANTS_FILE] }];
};
