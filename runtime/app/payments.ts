/**
 * The customer's payments data (getPayments: every purchase and account with its invoices), the
 * base data of the logged-in pages. While anything still has status 904 (cancel initiated) it is
 * fetched again every 5 s (spec 4 "Pending polling"), and not otherwise.
 */
import { useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../../generated/api/queries.js';
import { polling } from '../../generated/constants.js';
import type { PaymentsOverview } from '../../generated/entities/types.js';
import { appClient } from './client.js';

const PENDING = 904;

/**
 * Whether any order, any account's current invoice or any listed invoice is still waiting for
 * its automatic-payment cancellation (904).
 */
export function hasPending(data: PaymentsOverview | undefined): boolean {
  if (!data) return false;
  if (data.orders.some((order) => order.orderStatusWeb === PENDING)) return true;
  return data.accounts.some(
    (account) =>
      account.currentInvoiceStatus === PENDING ||
      account.currentInvoice?.status === PENDING ||
      account.invoices.some((invoice) => invoice.status === PENDING),
  );
}

export function usePayments() {
  return useQuery({
    ...paymentsQuery(appClient),
    refetchInterval: (query) => (hasPending(query.state.data) ? polling.pendingPollingMs : false),
  });
}
