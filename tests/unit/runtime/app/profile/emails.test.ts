import { describe, expect, it } from 'vitest';
import type { Email } from '../../../../../generated/entities/types.js';
import {
  canMakePrimary,
  canRemoveEmail,
  emailProblemMessage,
  findEmail,
  isDuplicate,
  orderedEmails,
} from '../../../../../runtime/features/profile/emails.js';

// Lars's addresses as seeded: three, the second one primary.
const emails: Email[] = [
  { value: 'lars.holm@example.se', primary: false },
  { value: 'lars@example.com', primary: true },
  { value: 'lars.work@example.se', primary: false },
];

describe('which e-mail address may be removed or made primary', () => {
  it('the primary address cannot be removed, the others can', () => {
    expect(canRemoveEmail(emails, 'lars@example.com')).toBe(false);
    expect(canRemoveEmail(emails, 'lars.holm@example.se')).toBe(true);
    expect(canRemoveEmail(emails, 'LARS.WORK@example.se')).toBe(true);
  });

  it('an address the customer does not have cannot be removed or made primary', () => {
    expect(canRemoveEmail(emails, 'someone@example.se')).toBe(false);
    expect(canMakePrimary(emails, 'someone@example.se')).toBe(false);
  });

  it('only an address that is not primary yet can be made primary', () => {
    expect(canMakePrimary(emails, 'lars@example.com')).toBe(false);
    expect(canMakePrimary(emails, 'lars.holm@example.se')).toBe(true);
  });

  it('a single primary address can be neither removed nor made primary again', () => {
    const one: Email[] = [{ value: 'erik@example.se', primary: true }];
    expect(canRemoveEmail(one, 'erik@example.se')).toBe(false);
    expect(canMakePrimary(one, 'erik@example.se')).toBe(false);
  });
});

describe('the list', () => {
  it('shows the primary address first, the rest in the API’s order', () => {
    expect(orderedEmails(emails).map((e) => e.value)).toEqual([
      'lars@example.com',
      'lars.holm@example.se',
      'lars.work@example.se',
    ]);
  });

  it('finds and compares addresses without regard to letter case or spaces', () => {
    expect(findEmail(emails, ' Lars@Example.com ')?.primary).toBe(true);
    expect(isDuplicate(emails, 'LARS.HOLM@example.se')).toBe(true);
    expect(isDuplicate(emails, 'new@example.se')).toBe(false);
    // Correcting an address to another spelling of itself is not a duplicate of itself.
    expect(isDuplicate(emails, 'Lars.Holm@example.se', 'lars.holm@example.se')).toBe(false);
    expect(isDuplicate(emails, 'lars@example.com', 'lars.holm@example.se')).toBe(true);
  });
});

describe('emailProblemMessage: a refusal in words, by the API’s status', () => {
  it.each([
    ['add', 409, 'page.emails.error.yours'],
    ['update', 409, 'page.emails.error.yours'],
    ['remove', 409, 'page.emails.error.primary'],
    ['remove', 404, 'page.emails.error.notFound'],
    ['makePrimary', 404, 'page.emails.error.notFound'],
    ['add', 422, 'validation.email'],
    ['update', 400, 'validation.email'],
    ['add', 503, 'page.emails.error.failed'],
    ['add', undefined, 'page.emails.error.failed'],
  ] as const)('%s answered %s -> %s', (change, status, id) => {
    expect(emailProblemMessage(change, status)).toBe(id);
  });
});
