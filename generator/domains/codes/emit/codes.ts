import type { Emitter } from '../../../core/types.js';
import { kebabCase, pascalCase } from '../names.js';
import { CODES_FILE, CONSTANTS_FILE, codesOf } from '../sources.js';
import type { CodeEntrySource, CodeTableSource } from '../source-types.js';
import { jsdoc, literal, propertyKey } from './literal.js';
import { rulesData } from './rules.js';

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
 * The code tables and the rules of codes.yaml as data, each in a module of its own, so the
 * browser loads a table or a rule with the pages that read it, not with the start-up (issue 18):
 * generated/codes/tables/<table>.ts (a table with its unions, key map and fallback),
 * generated/codes/rules/<rule>.ts (a rule, constants of constants.yaml resolved to their values)
 * and generated/codes/display-states.ts (the display state of each web and invoice status).
 * generated/codes-data.ts has them all, with `codeTables` and `codeRules`, for what needs every
 * table (the sandbox, the tests); the helpers that apply them are verbatim modules beside them.
 */
export const emitCodes: Emitter = (model, templates) => {
  const source = codesOf(model);
  if (!source) return [];
  const tables = Object.entries(source.data.tables).map(([name, table]) => {
    const fallback = table.codes.find((c) => c.fallback);
    return {
      name,
      file: kebabCase(name),
      doc: jsdoc(table.description),
      constName: `${name}Codes`,
      typeName: pascalCase(name),
      valueType: table.valueType,
      labelled: table.labelled === true,
      entries: table.codes.map(entryLiteral),
      keyMap: keyMap(table),
      fallback: fallback && { constName: `${name}Fallback`, code: literal(fallback.code) },
    };
  });
  const rules = rulesData(model, source.data.rules).map((rule) => ({
    ...rule,
    file: kebabCase(rule.name),
    doc: jsdoc(rule.description),
    constName: `${rule.name}Rule`,
  }));
  const { displayState, orderWebStatus, invoiceStatus } = source.data.tables;
  const states = displayState?.codes ?? [];
  const displayStates = templates.render('codes/display-states.ts.hbs', {
    orderWebStatusDisplay: displayIndex(states, 'orderWebStatuses', orderWebStatus?.codes ?? []),
    invoiceStatusDisplay: displayIndex(states, 'invoiceStatuses', invoiceStatus?.codes ?? []),
  });
  const registry = templates.render('codes/codes-data.ts.hbs', { tables, rules });
  // The rules read constants by name and hold their values, so constants.yaml is a source too.
  const both = [CODES_FILE, CONSTANTS_FILE];
  return [
    ...tables.map((table) => ({
      path: `codes/tables/${table.file}.ts`,
      content: templates.render('codes/code-table.ts.hbs', table),
      sources: [CODES_FILE],
    })),
    ...rules.map((rule) => ({
      path: `codes/rules/${rule.file}.ts`,
      content: templates.render('codes/code-rule.ts.hbs', rule),
      sources: both,
    })),
    { path: 'codes/display-states.ts', content: displayStates, sources: [CODES_FILE] },
    { path: 'codes-data.ts', content: registry, sources: both },
  ];
};
