/** What an invoice page shows while its data loads or when it failed (spec 8 fetch alert 504). */
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts.js';
import type { AccountView } from './derive.js';
import type { AccountsState } from './use-accounts.js';

export function Loading() {
  return (
    <p role="status" className="iv-status">
      {useTexts()('common.loading')}
    </p>
  );
}

export function LoadFailed() {
  const t = useTexts();
  return (
    <div role="alert" className="iv-alert">
      <p>{t('error.fetchAlert.504')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('error.fetchAlert.reload')}
      </button>
    </div>
  );
}

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
