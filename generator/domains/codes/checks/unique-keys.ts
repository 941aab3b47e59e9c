import { uniquePerTable } from './unique-field.js';

/** Keys become property names of the generated key-to-code objects, so one table cannot repeat one. */
export const uniqueKeys = uniquePerTable(
  'key',
  (key) => String(key),
  (key) => `key '${String(key)}'`,
);
