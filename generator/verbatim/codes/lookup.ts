/**
 * Looking codes up in a table. Each helper takes the table itself (its code list, e.g.
 * `displayStateCodes` of ./tables/display-state.ts), not its name: a registry of every table by
 * name would bring every table to whatever page looks one up.
 */
import type { MessageId } from '../messages/index.js';

/** One code of any table. `messageId` is set for tables customers see (labelled tables). */
export interface CodeEntry {
  readonly code: string | number;
  readonly key: string;
  readonly messageId?: MessageId;
}

/** A code list whose every code has a text (a labelled table). */
export type LabelledCodes = readonly (CodeEntry & { readonly messageId: MessageId })[];

/** The entry of `value` in `codes`, or undefined when the table does not list it. */
export function findCode<C extends readonly CodeEntry[]>(
  codes: C,
  value: unknown,
): C[number] | undefined {
  return codes.find((entry) => entry.code === value) as C[number] | undefined;
}

/** Whether `value` is a code of the table `codes` (exact type: 3 is not '3'). */
export function isCode<C extends readonly CodeEntry[]>(
  codes: C,
  value: unknown,
): value is C[number]['code'] {
  return findCode(codes, value) !== undefined;
}

/**
 * The message id of a code's text, for labelled tables: always one for a code of a labelled table,
 * undefined for a value the table does not list or a table without texts. The build finds which
 * tables' texts a module draws by the table named here (`codeMessageId(displayStateCodes, ...)`,
 * runtime/shared/i18n/text-usage.ts), so pass the table by its name, not through a variable.
 */
export function codeMessageId<C extends LabelledCodes>(
  codes: C,
  value: C[number]['code'],
): MessageId;
export function codeMessageId(codes: readonly CodeEntry[], value: unknown): MessageId | undefined;
export function codeMessageId(codes: readonly CodeEntry[], value: unknown): MessageId | undefined {
  return findCode(codes, value)?.messageId;
}
