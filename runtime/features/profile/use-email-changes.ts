/**
 * The four e-mail changes (add, correct, make primary, remove) through the generated mutations.
 * Each answer is the full list (after an add, as it was: the address joins it once the link mailed
 * to it is opened), which replaces the cached one, so the page shows the new state at
 * once; a 404 or 409 means the list we showed was stale, so it is fetched again. None of these
 * calls moves money, and the contract asks no Idempotency-Key of them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addEmailMutation } from '../../../generated/api/queries/addEmail.js';
import { customerInfoQueryKey } from '../../../generated/api/queries/getCustomerInfo.js';
import { emailsQueryKey } from '../../../generated/api/queries/getEmails.js';
import { makeEmailPrimaryMutation } from '../../../generated/api/queries/makeEmailPrimary.js';
import { removeEmailMutation } from '../../../generated/api/queries/removeEmail.js';
import { updateEmailMutation } from '../../../generated/api/queries/updateEmail.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import type { EmailsAnswer } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { appTransport } from '../../shared/api/transport.js';
import { emailProblemMessage, type EmailChange } from './emails.js';

export interface EmailChanges {
  add(value: string): Promise<MessageId | null>;
  update(current: string, value: string): Promise<MessageId | null>;
  makePrimary(value: string): Promise<MessageId | null>;
  remove(value: string): Promise<MessageId | null>;
}

export function useEmailChanges(): EmailChanges {
  const client = useQueryClient();
  const add = useMutation(addEmailMutation(appTransport));
  const update = useMutation(updateEmailMutation(appTransport));
  const makePrimary = useMutation(makeEmailPrimaryMutation(appTransport));
  const remove = useMutation(removeEmailMutation(appTransport));

  const run = async (
    change: EmailChange,
    call: () => Promise<EmailsAnswer>,
  ): Promise<MessageId | null> => {
    try {
      client.setQueryData(emailsQueryKey(), await call());
      // The customer info carries the addresses and the primary one too.
      void client.invalidateQueries({ queryKey: customerInfoQueryKey() });
      return null;
    } catch (error) {
      const status = isApiProblemError(error) ? error.status : undefined;
      if (status === 404 || status === 409) {
        void client.invalidateQueries({ queryKey: emailsQueryKey() });
      }
      return emailProblemMessage(change, status);
    }
  };

  return {
    add: (value) => run('add', () => add.mutateAsync({ body: { value } })),
    update: (current, value) =>
      run('update', () => update.mutateAsync({ email: current, body: { value } })),
    makePrimary: (value) => run('makePrimary', () => makePrimary.mutateAsync({ email: value })),
    remove: (value) => run('remove', () => remove.mutateAsync({ email: value })),
  };
}
