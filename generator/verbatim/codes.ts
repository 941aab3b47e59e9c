/**
 * Every status and type code table (schema/codes.yaml) with every helper, in one module, for what
 * needs them all: the sandbox, the CLI, the tests. Per table (codes/tables/<table>.ts): the codes
 * as data, the union of its codes (`<Table>Code`, also `<Table>`), the union of its keys
 * (`<Table>Key`) and a key-to-code object (`<Table>.paid === 3`). The helpers (codes/*.ts)
 * answer the spec's mapping rules and apply the rules of codes.yaml (codes/rules/<rule>.ts).
 *
 * The browser's modules import the tables, rules and helpers they use from generated/codes/
 * instead: this module reaches every one of them, and the start-up chunk takes whole modules
 * (vite.config.ts startGroup), so importing it from the start-up would load every table and rule
 * with the logged-in home (issue 18).
 */
import type { codeTables } from './codes-data.js';
import type { MessageId } from './messages/index.js';

export * from './codes-data.js';
export * from './codes/bank-id.js';
export * from './codes/error-page.js';
export * from './codes/invoice-lists.js';
export * from './codes/invoice-type.js';
export * from './codes/lookup.js';
export * from './codes/payability.js';
export * from './codes/payment-method.js';
export * from './codes/preferences.js';
export * from './codes/rule-types.js';
export * from './codes/transactions.js';

export type CodeTableName = keyof typeof codeTables;
export type CodeEntryOf<T extends CodeTableName> = (typeof codeTables)[T]['codes'][number];
export type CodeOf<T extends CodeTableName> = CodeEntryOf<T>['code'];

/** The tables whose every code has a text (the labelled tables). */
export type LabelledTableName = {
  [T in CodeTableName]: CodeEntryOf<T> extends { readonly messageId: MessageId } ? T : never;
}[CodeTableName];
