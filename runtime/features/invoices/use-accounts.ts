/**
 * The customer's accounts with their invoices derived (derive.ts), from the payments data
 * (usePayments: polled while a 904 is pending, so a cancellation shows when it is done).
 */
import { useMemo } from 'react';
import { useCountry } from '../../shared/i18n/country-context.js';
import { usePayments } from '../../shared/api/payments.js';
import {
  deriveAccounts,
  localToday,
  type AccountView,
} from '../../shared/domain/invoice-derive.js';

export type AccountsState =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly views: readonly AccountView[] };

export function useAccountViews(): AccountsState {
  const { country } = useCountry();
  const payments = usePayments();
  const accounts = payments.data?.accounts;
  return useMemo(() => {
    if (accounts) {
      return { status: 'ready', views: deriveAccounts(accounts, { country, today: localToday() }) };
    }
    return { status: payments.isError ? 'error' : 'pending' };
  }, [accounts, country, payments.isError]);
}
