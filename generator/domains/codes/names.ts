import type { CodeValue } from './source-types.js';

/** `orderWebStatus` -> `OrderWebStatus`. */
export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `orderWebStatus` -> `order-web-status`: a table's or rule's module name. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function lowerWord(word: string): string {
  // PENDING -> pending, but keep inner capitals of words such as UserInformationPopup.
  return /^[A-Z0-9]+$/.test(word)
    ? word.toLowerCase()
    : word.charAt(0).toLowerCase() + word.slice(1);
}

/**
 * The message-id segment of a code: camelCase, because message ids are dotted lower camelCase
 * segments (docs/sources.md). `1` -> `1`, `partly-paid` -> `partlyPaid`, `PENDING` -> `pending`.
 */
export function codeSegment(code: CodeValue): string {
  const words = String(code)
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? lowerWord(word) : pascalCase(lowerWord(word)))).join('');
}

/** The message id a labelled code must carry: `code.<table>.<code in camelCase>`. */
export function expectedMessageId(table: string, code: CodeValue): string {
  return `code.${table}.${codeSegment(code)}`;
}
