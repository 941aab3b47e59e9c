/** The label of a purchase's figure (rules/shown-amount.ts), the same wherever it is shown. */
import type { MessageId } from '../../../generated/messages/index.js';
import type { PurchaseFigureKind } from '../../shared/domain/shown-amount.js';

export const figureLabel: Readonly<Record<PurchaseFigureKind, MessageId>> = {
  toPay: 'page.purchases.amount.toPay',
  paused: 'page.purchases.amount.paused',
  value: 'common.amount',
};
