import type { HandlerTable } from '../handler.js';
import { actionsHandlers } from './actions.js';
import { authHandlers } from './auth.js';
import { bankIdHandlers } from './bankid.js';
import { clientLogHandlers } from './client-log.js';
import { contentHandlers } from './content.js';
import { documentsHandlers } from './documents.js';
import { loanHandlers } from './loan.js';
import { messagesHandlers } from './messages.js';
import { paymentsHandlers } from './payments.js';
import { profileHandlers } from './profile.js';

/** Every implemented operation; the rest answer 501 until their group module is written. */
export const defaultHandlers: HandlerTable = {
  ...authHandlers,
  ...bankIdHandlers,
  ...clientLogHandlers,
  ...paymentsHandlers,
  ...messagesHandlers,
  ...profileHandlers,
  ...documentsHandlers,
  ...loanHandlers,
  ...contentHandlers,
  ...actionsHandlers,
};
