/** The customer's accounts from the payments data, as the insurance pages read them. */
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { usePayments } from '../../shared/api/payments.js';

export type AccountsRead =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly accounts: readonly InvoiceAccount[] };

export function useInsuranceAccounts(): AccountsRead {
  const payments = usePayments();
  if (payments.data) return { status: 'ready', accounts: payments.data.accounts };
  return payments.isError ? { status: 'error' } : { status: 'pending' };
}
