/**
 * An invoice page's data: the loading and failure states the purchase pages show (spec 8 fetch
 * alert 504) until the accounts are there.
 */
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import type { AccountView } from '../../shared/domain/invoice-derive.js';
import type { AccountsState } from './use-accounts.js';

/** Draws `ready` with the accounts once they are there, the loading or failure state before. */
export function WithAccounts({
  state,
  ready,
}: {
  state: AccountsState;
  ready: (views: readonly AccountView[]) => ReactNode;
}) {
  if (state.status === 'pending') return <Loading />;
  if (state.status === 'error') return <LoadFailed />;
  return <>{ready(state.views)}</>;
}
