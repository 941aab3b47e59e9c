/**
 * The bank account page (core §4 bank link states; country §3): linked with the bank and the
 * visible end of the account number, pending for about one day, or none; link (the provider's
 * page, and back here), change (the old account stays linked while the new one is pending) and
 * unlink after a confirming dialog. The state is the provider's (bank-state.ts): after starting a
 * link, coming back from the provider's page or a refused second link, the preferences are read
 * again, and the page says "pending" once, in the state itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { preferencesQueryKey } from '../../../generated/api/queries/getPreferences.js';
import { startBankLinkMutation } from '../../../generated/api/queries/startBankLink.js';
import { unlinkBankAccountMutation } from '../../../generated/api/queries/unlinkBankAccount.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import type { UserPreferences } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';
import { appTransport } from '../../shared/api/transport.js';
import { bankViewOf } from './bank-state.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { MASK } from './masking.js';
import { Announcement, DataState } from './profile-page.js';
import { usePreferences } from './queries.js';

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
  const preferences = usePreferences();
  const start = useMutation(startBankLinkMutation(appTransport));
  const unlink = useMutation(unlinkBankAccountMutation(appTransport));
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const returned = useRef(false);

  // Back from the provider's page: says what happened (a link or a change started), reads the
  // preferences anew (the provider now says pending) and takes the parameter away.
  useEffect(() => {
    if (returned.current || !preferences.data) return;
    if (!new URLSearchParams(location.search).get(RETURN_PARAM)) return;
    returned.current = true;
    const change = bankViewOf(preferences.data).state === 'linked';
    setNotice({
      text: t(
        change
          ? 'flow.changeBankAccount.outcome.pending.title'
          : 'flow.linkBankAccount.outcome.pending.title',
      ),
      tone: 'info',
    });
    void client.invalidateQueries({ queryKey: preferencesQueryKey() });
    void navigate(location.pathname, { replace: true });
  }, [preferences.data, location.search]);

  if (!preferences.data) {
    return (
      <DataState
        pending={preferences.isPending}
        failed={preferences.isError}
        failure="page.bank.loadFailed"
      />
    );
  }
  const view = bankViewOf(preferences.data);
  const refresh = () => client.invalidateQueries({ queryKey: preferencesQueryKey() });

  const startLink = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const session = await start.mutateAsync({ body: { returnPath: location.pathname } });
      if (!isWebPage(session.linkUrl)) throw new Error('the provider answered no web page');
      window.location.assign(session.linkUrl);
    } catch (error) {
      setBusy(false);
      if (isApiProblemError(error) && error.status === 409) {
        // A link is pending already (started elsewhere): the preferences now say so, and the
        // state shows it; no notice repeats the same sentence (issue 11).
        await refresh();
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
    client.setQueryData(preferencesQueryKey(), none);
    void refresh();
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
        {/* Pending is said once, by the state's own words in the heading (issue 11). */}
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
