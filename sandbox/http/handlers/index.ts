import type { HandlerTable } from '../handler.js';
import { actionsHandlers } from './actions.js';
import { authHandlers } from './auth.js';
import { bankIdHandlers } from './bankid.js';
import { incomeHandlers } from './income.js';
import { oidcHandlers } from './oidc.js';
import { twoFactorHandlers } from './twofactor.js';
import { clientLogHandlers } from './client-log.js';
import { contentHandlers } from './content.js';
import { documentsHandlers } from './documents.js';
import { insuranceHandlers } from './insurance.js';
import { loanHandlers } from './loan.js';
import { messagesHandlers } from './messages.js';
import { paymentsHandlers } from './payments.js';
import { paymentMethodsHandlers } from './payment-methods.js';
import { bankDetailsHandlers } from './bank-details.js';
import { refundsHandlers } from './refunds.js';
import { profileHandlers } from './profile.js';
import { supportHandlers } from './support.js';

/** Every implemented operation; the rest answer 501 until their group module is written. */
export const defaultHandlers: HandlerTable = {
  ...authHandlers,
  ...bankIdHandlers,
  ...oidcHandlers,
  ...twoFactorHandlers,
  ...incomeHandlers,
  ...clientLogHandlers,
  ...paymentsHandlers,
  ...messagesHandlers,
  ...profileHandlers,
  ...documentsHandlers,
  ...loanHandlers,
  ...contentHandlers,
  ...insuranceHandlers,
  ...paymentMethodsHandlers,
  ...bankDetailsHandlers,
  ...refundsHandlers,
  ...actionsHandlers,
  ...supportHandlers,
};
