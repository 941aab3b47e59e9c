import type { HandlerTable } from '../handler.js';
import { authHandlers } from './auth.js';
import { bankIdHandlers } from './bankid.js';
import { clientLogHandlers } from './client-log.js';
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
};
