import { uniquePerTable } from './unique-field.js';

/** A code that appears twice in one table makes lookups ambiguous. */
export const uniqueCodes = uniquePerTable(
  'code',
  (code) => `${typeof code}\u0000${String(code)}`,
  (code) => `code ${JSON.stringify(code)}`,
);
