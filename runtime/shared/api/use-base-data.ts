/**
 * The base data of the logged-in pages on each route change (spec 4 "Route change"): the payments
 * data is fetched again, which also restarts its polling timer, except on the purchase and
 * invoice detail routes (they load their own item); the mandate preferences are fetched when the
 * cache has none. Answers the error page status a failed read raises (null: draw the page).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paymentsQueryKey } from '../../../generated/api/queries/getPayments.js';
import {
  preferencesQuery,
  preferencesQueryKey,
} from '../../../generated/api/queries/getPreferences.js';
import type { PaymentsOverview } from '../../../generated/entities/types.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { appTransport } from './transport.js';
import { usePayments } from './payments.js';
import { errorPageStatus, refetchesBaseData } from './base-data.js';

export interface BaseData {
  readonly payments: PaymentsOverview | undefined;
  readonly errorStatus: number | null;
}

export function useBaseData(): BaseData {
  const queryClient = useQueryClient();
  const payments = usePayments();
  const { name } = useCurrentRoute();
  const { pathname } = useLocation();
  const first = useRef(true);
  const refetches = refetchesBaseData(name);

  useEffect(() => {
    // The first page's read is the query's own; later pages ask again.
    if (first.current) first.current = false;
    else if (refetches) {
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey(), exact: true });
    }
    if (!queryClient.getQueryData(preferencesQueryKey())) {
      queryClient.prefetchQuery(preferencesQuery(appTransport)).catch(() => undefined);
    }
  }, [pathname, refetches, queryClient]);

  return {
    payments: payments.data,
    // A detail page shows its own item's failure; the base data's is not its concern.
    errorStatus: refetches ? errorPageStatus(payments.error) : null,
  };
}
