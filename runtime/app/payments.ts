/**
 * The customer's payments data (getPayments: every purchase and account with its invoices), the
 * base data of the logged-in pages. While anything still has status 904 (cancel initiated) it is
 * fetched again every 5 s (spec 4 "Pending polling"), and not otherwise.
 */
import { useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../../generated/api/queries.js';
import { needsPendingPolling } from '../../generated/codes.js';
import { polling } from '../../generated/constants.js';
import type { PaymentsOverview } from '../../generated/entities/types.js';
import { appClient } from './client.js';

/**
 * Whether any order, any account's current invoice or any listed invoice is still waiting for
 * its automatic-payment cancellation (904; the rule is codes.yaml rules.pendingPolling).
 */
export function hasPending(data: PaymentsOverview | undefined): boolean {
  if (!data) return false;
  return needsPendingPolling({
    orders: data.orders,
    accounts: data.accounts,
    invoices: data.accounts.flatMap((account) => [account.currentInvoice, ...account.invoices]),
  });
}

/** The polling decision: 5 s while something is pending, else no polling. */
export const pendingPollMs = (data: PaymentsOverview | undefined): number | false =>
  hasPending(data) ? polling.pendingPollingMs : false;

export function usePayments() {
  return useQuery({
    ...paymentsQuery(appClient),
    refetchInterval: (query) => pendingPollMs(query.state.data),
  });
}
