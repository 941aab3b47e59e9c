/**
 * The customer's payments data (getPayments: every purchase and account with its invoices), the
 * base data of the logged-in pages. While anything still has status 904 (cancel initiated) it is
 * fetched again every 5 s (spec 4 "Pending polling"), and not otherwise. Those polls are
 * background calls (X-Background-Call: 1): a tab left open on a pending cancellation must still
 * reach the inactivity timeout (spec 6), as the message polls do.
 */
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getPayments } from '../../../generated/api/calls/getPayments.js';
import { paymentsQuery } from '../../../generated/api/queries/getPayments.js';
import { needsPendingPolling } from '../../../generated/codes/payability.js';
import { polling } from '../../../generated/constants.js';
import type { PaymentsOverview } from '../../../generated/entities/types.js';
import { appTransport, backgroundTransport } from './transport.js';

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

const paymentsOptions = paymentsQuery(appTransport);

/**
 * The transport of one fetch of the payments data. A fetch while the cached data is still pending
 * and nobody invalidated it is the 5 s poll (or a refocus): nothing the customer did, so a
 * background call. The first load, and a refetch after an action invalidated the data, are the
 * customer's own and keep the session alive.
 */
export function paymentsTransportFor({
  client,
  queryKey,
}: Pick<QueryFunctionContext, 'client' | 'queryKey'>) {
  const known = client.getQueryState<PaymentsOverview>(queryKey);
  return known && !known.isInvalidated && hasPending(known.data)
    ? backgroundTransport
    : appTransport;
}

/** The payments query as the pages use it: polled while pending, the polls in the background. */
export const paymentsPolledQuery = {
  ...paymentsOptions,
  queryFn: (context: QueryFunctionContext) =>
    getPayments(paymentsTransportFor(context), { signal: context.signal }),
  refetchInterval: (query: { state: { data: PaymentsOverview | undefined } }) =>
    pendingPollMs(query.state.data),
};

export function usePayments() {
  return useQuery(paymentsPolledQuery);
}
