/**
 * The bank account page (core §4 bank link states; country §3): linked with the bank and the
 * visible end of the account number, pending for about one day, or none; link (the provider's
 * page, and back here), change (the old account stays linked while the new one is pending) and
 * unlink after a confirming dialog. Why the page remembers a started link: bank-state.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  queryKeys,
  startBankLinkMutation,
  unlinkBankAccountMutation,
} from '../../../generated/api/queries.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import type { UserPreferences } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../i18n/texts.js';
import { useOverlays } from '../../overlays/provider.js';
import { GuardedButton } from '../../platform/guarded-click.js';
import { appClient } from '../client.js';
import { bankViewOf, stillPending, type PendingLink } from './bank-state.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { MASK, visibleAccountDigits } from './masking.js';
import { readPendingLink, writePendingLink } from './pending-link-store.js';
import { Announcement, DataState } from './profile-page.js';
import { useCustomerInfo, usePreferences } from './queries.js';

type Notice = { text: string; tone: 'info' | 'error' } | null;

/** The query parameter the provider's page comes back with (startBankLink's reference). */
const RETURN_PARAM = 'bankLink';

/** Only a web page of the provider is followed, never a script or data address. */
const isWebPage = (href: string) => /^https?:$/.test(new URL(href, window.location.href).protocol);

export function BankView() {
  const t = useTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { open } = useOverlays();
  const info = useCustomerInfo();
  const preferences = usePreferences();
  const start = useMutation(startBankLinkMutation(appClient));
  const unlink = useMutation(unlinkBankAccountMutation(appClient));
  const customer = info.data?.customerInfo.customerNumber;
  const [pending, setPending] = useState<PendingLink | null>(null);
  const [checkedAt, setCheckedAt] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  // Reads the remembered link once the preferences are known, takes in a return from the
  // provider's page, and forgets a link the preferences show settled.
  useEffect(() => {
    if (!customer || !preferences.data) return;
    const now = Date.now();
    let stored = readPendingLink(customer);
    const reference = new URLSearchParams(location.search).get(RETURN_PARAM);
    if (reference) {
      if (stored?.reference !== reference) {
        stored = {
          reference,
          startedAt: now,
          previousAccount: visibleAccountDigits(preferences.data.bankAccount),
        };
      }
      setNotice({
        text: t(
          stored.previousAccount
            ? 'flow.changeBankAccount.outcome.pending.title'
            : 'flow.linkBankAccount.outcome.pending.title',
        ),
        tone: 'info',
      });
      void navigate(location.pathname, { replace: true });
    }
    if (!stillPending(preferences.data, stored, now)) stored = null;
    writePendingLink(customer, stored);
    setPending(stored);
    setCheckedAt(now);
    // The return parameter is read once per answer of the preferences (not on every change of
    // the location: the effect itself takes the parameter away).
  }, [customer, preferences.data]);

  if (!preferences.data || !customer || checkedAt === 0) {
    return (
      <DataState
        pending={preferences.isPending || info.isPending || checkedAt === 0}
        failed={preferences.isError || info.isError}
        failure="page.bank.loadFailed"
      />
    );
  }
  const view = bankViewOf(preferences.data, pending, checkedAt);

  const remember = (link: PendingLink) => {
    writePendingLink(customer, link);
    setPending(link);
  };

  const startLink = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const session = await start.mutateAsync({ body: { returnPath: location.pathname } });
      if (!isWebPage(session.linkUrl)) throw new Error('the provider answered no web page');
      remember({
        reference: session.reference,
        startedAt: Date.now(),
        previousAccount: view.account,
      });
      window.location.assign(session.linkUrl);
    } catch (error) {
      setBusy(false);
      if (isApiProblemError(error) && error.status === 409) {
        // A link is pending already (perhaps started elsewhere): show it as such.
        remember({ reference: '', startedAt: Date.now(), previousAccount: view.account });
        setNotice({ text: t('page.bank.pending'), tone: 'info' });
        return;
      }
      const failure: MessageId =
        view.state === 'linked'
          ? 'flow.changeBankAccount.outcome.fail.body'
          : 'flow.linkBankAccount.outcome.fail.body';
      setNotice({ text: t(failure), tone: 'error' });
    }
  };

  const removeAccount = async (): Promise<MessageId | null> => {
    try {
      await unlink.mutateAsync();
    } catch (error) {
      if (!isApiProblemError(error) || error.status !== 404) {
        return 'flow.unlinkBankAccount.outcome.fail.body';
      }
      // 404: nothing was linked any more; the page catches up below.
    }
    const none: UserPreferences = { mandateStatus: 'unlinked', bankAccount: '', bank: '' };
    client.setQueryData(queryKeys.getPreferences(), none);
    void client.invalidateQueries({ queryKey: queryKeys.getPreferences() });
    writePendingLink(customer, null);
    setPending(null);
    setNotice({ text: t('page.bank.unlinked'), tone: 'info' });
    return null;
  };

  const askToUnlink = () => {
    let waiting = false;
    open(
      (props) => (
        <ConfirmDialog
          {...props}
          title={t('page.bank.unlinkConfirm.title')}
          body={t('page.bank.unlinkConfirm.body')}
          confirm="page.bank.unlinkConfirm.confirm"
          onBusy={(now) => (waiting = now)}
          onConfirm={removeAccount}
        />
      ),
      { role: 'alertdialog', busy: () => waiting },
    );
  };

  return (
    <>
      <Announcement notice={notice} />
      <section className="profile-bank" aria-labelledby="profile-bank-state">
        <h2 id="profile-bank-state">{t(`code.bankLinkState.${view.state}`)}</h2>
        {view.state === 'linked' && (
          <>
            <dl className="profile-facts">
              <div>
                <dt>{t('page.bank.bankName')}</dt>
                <dd>
                  <span className="profile-bank-logo" data-bank={view.bankSlug} aria-hidden="true">
                    {view.bankName.slice(0, 1).toUpperCase()}
                  </span>
                  {view.bankName}
                </dd>
              </div>
              <div>
                <dt>{t('page.bank.account')}</dt>
                <dd>
                  <span aria-hidden="true">{MASK.repeat(4)}</span>
                  {view.account}
                </dd>
              </div>
            </dl>
            {view.changePending && (
              <p className="profile-hint">{t('flow.changeBankAccount.outcome.pending.body')}</p>
            )}
          </>
        )}
        {view.state === 'pending' && <p>{t('page.bank.pending')}</p>}
        {view.state === 'none' && <p>{t('page.bank.none')}</p>}
        <div className="profile-actions">
          {view.state === 'none' && (
            <GuardedButton
              className="profile-button"
              aria-disabled={busy || undefined}
              onClick={() => void startLink()}
            >
              {t('page.bank.link')}
            </GuardedButton>
          )}
          {view.state === 'linked' && !view.changePending && (
            <GuardedButton
              className="profile-button"
              aria-disabled={busy || undefined}
              onClick={() => void startLink()}
            >
              {t('page.bank.change')}
            </GuardedButton>
          )}
          {view.state === 'linked' && (
            <button
              type="button"
              className="profile-button profile-button-quiet"
              onClick={askToUnlink}
            >
              {t('page.bank.unlink')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
