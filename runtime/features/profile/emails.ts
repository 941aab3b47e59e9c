/**
 * The rules of the e-mail page: the primary address first, which address may be removed, and
 * what a refused change tells the customer. The API has the last word (409 for the primary), the
 * page only avoids offering what would be refused.
 */
import type { Email } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';

/** The addresses with the primary one first, the rest in the API's order. */
export function orderedEmails(emails: readonly Email[]): Email[] {
  return [...emails.filter((e) => e.primary), ...emails.filter((e) => !e.primary)];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The customer's address matching `value` (letter case aside), if they have it. */
export function findEmail(emails: readonly Email[], value: string): Email | undefined {
  return emails.find((email) => same(email.value, value));
}

/**
 * Whether an address may be removed: it is one of the customer's and not the primary one (the
 * primary address receives invoices and login links; another must be made primary first).
 */
export function canRemoveEmail(emails: readonly Email[], value: string): boolean {
  const email = findEmail(emails, value);
  return email !== undefined && !email.primary;
}

/** Whether an address may be made primary: one of the customer's that is not primary yet. */
export function canMakePrimary(emails: readonly Email[], value: string): boolean {
  const email = findEmail(emails, value);
  return email !== undefined && !email.primary;
}

export type EmailChange = 'add' | 'update' | 'remove' | 'makePrimary';

/**
 * The message of a refused e-mail change, by the API's status (api.yaml, tag profile): 409 is an
 * address the customer already has when adding or correcting (another customer's address is
 * answered as a free one is: nothing tells whose it is), the primary address when removing; 404
 * an address the customer no longer has; 400 and 422 an address the API does not accept.
 */
export function emailProblemMessage(change: EmailChange, status: number | undefined): MessageId {
  if (status === 409) {
    return change === 'remove' ? 'page.emails.error.primary' : 'page.emails.error.yours';
  }
  if (status === 404) return 'page.emails.error.notFound';
  if (status === 400 || status === 422) return 'validation.email';
  return 'page.emails.error.failed';
}

/** Whether `value` is already one of the addresses (so adding it again is pointless). */
export function isDuplicate(emails: readonly Email[], value: string, except?: string): boolean {
  return emails.some(
    (e) => same(e.value, value) && !(except !== undefined && same(e.value, except)),
  );
}
