/**
 * The e-mail page (core §1 "manage e-mail addresses (one is primary)"): the addresses with the
 * primary one marked in words, a link to correct each, making another primary, removing one that
 * is not primary after a confirming dialog, and adding a new one. Every change shows the list the
 * API answered and is announced.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { timing } from '../../../generated/constants.js';
import type { Email } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';
import { href } from '../../shared/routing/href.js';
import { useFlash } from '../../shared/shell/flash.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { canMakePrimary, canRemoveEmail, isDuplicate, orderedEmails } from './emails.js';
import { Announcement, DataState } from './profile-page.js';
import { EmailForm } from './email-form.js';
import { useEmails } from './queries.js';
import { useEmailChanges } from './use-email-changes.js';

type Notice = { text: string; tone: 'info' | 'error' } | null;

const FOCUS_BACK_MS = timing.focusTrapDelaysMs[1];

export function EmailsView() {
  const t = useTexts();
  const { country } = useCountry();
  // What the edit page handed over when it came back here: shown once, not after a reload.
  const handed = useFlash();
  const query = useEmails();
  const changes = useEmailChanges();
  const { open } = useOverlays();
  const [notice, setNotice] = useState<Notice>(() =>
    handed === null ? null : { text: handed, tone: 'info' },
  );
  // The button a change came from may be gone afterwards (made primary, removed): focus goes
  // to the list, where the announcement was made, rather than to the top of the page.
  const listRef = useRef<HTMLUListElement>(null);
  // After the overlay's own focus return (the shorter focus-trap delay), once it has closed.
  const focusList = () => setTimeout(() => listRef.current?.focus(), FOCUS_BACK_MS);

  const state = (
    <DataState pending={query.isPending} failed={query.isError} failure="page.emails.loadFailed" />
  );
  const emails = query.data ? orderedEmails(query.data.emails) : null;

  const makePrimary = async (email: Email) => {
    const refusal = await changes.makePrimary(email.value);
    if (!refusal) focusList();
    setNotice(
      refusal
        ? { text: t(refusal), tone: 'error' }
        : { text: t('page.emails.madePrimary', { email: email.value }), tone: 'info' },
    );
  };

  const askToRemove = (email: Email) => {
    let busy = false;
    let removed = false;
    open(
      (props) => (
        <ConfirmDialog
          {...props}
          title={t('page.emails.removeConfirm.title', { email: email.value })}
          body={t('page.emails.removeConfirm.body')}
          confirm="page.emails.removeConfirm.confirm"
          onBusy={(now) => (busy = now)}
          onConfirm={async () => {
            const refusal = await changes.remove(email.value);
            if (!refusal) {
              removed = true;
              setNotice({ text: t('page.emails.removed', { email: email.value }), tone: 'info' });
            }
            return refusal;
          }}
        />
      ),
      {
        role: 'alertdialog',
        busy: () => busy,
        // Cancelled: focus goes back to the remove button (the overlay does that).
        onClose: () => {
          if (removed) focusList();
        },
      },
    );
  };

  const add = async (value: string) => {
    if (emails && isDuplicate(emails, value)) return 'page.emails.error.yours' as const;
    const refusal = await changes.add(value);
    // The address is added when the customer opens the link mailed to it (issue 18).
    if (!refusal) setNotice({ text: t('page.emails.confirmSent', { email: value }), tone: 'info' });
    return refusal;
  };

  return (
    <>
      <Announcement notice={notice} />
      {emails ? (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="profile-emails"
          aria-label={t('page.emails.listLabel')}
        >
          {emails.map((email) => (
            <li key={email.value} className="profile-email">
              <span className="profile-email-address">{email.value}</span>
              {email.primary && <span className="profile-badge">{t('page.emails.primary')}</span>}
              <span className="profile-email-actions">
                <Link
                  to={href(country, 'app-profile-emails-email', { email: email.value })}
                  aria-label={t('page.emails.editLabel', { email: email.value })}
                >
                  {t('page.emails.edit')}
                </Link>
                {canMakePrimary(emails, email.value) && (
                  <GuardedButton
                    className="profile-link-button"
                    aria-label={t('page.emails.makePrimaryLabel', { email: email.value })}
                    onClick={() => void makePrimary(email)}
                  >
                    {t('page.emails.makePrimary')}
                  </GuardedButton>
                )}
                {canRemoveEmail(emails, email.value) && (
                  <GuardedButton
                    className="profile-link-button"
                    aria-label={t('page.emails.removeLabel', { email: email.value })}
                    onClick={() => askToRemove(email)}
                  >
                    {t('page.emails.remove')}
                  </GuardedButton>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        state
      )}
      {emails && emails.some((email) => email.primary) && (
        <p className="profile-hint">{t('page.emails.error.primary')}</p>
      )}
      <section aria-labelledby="profile-add-email">
        <h2 id="profile-add-email">{t('page.emails.add.heading')}</h2>
        <EmailForm label="page.emails.add.label" submit="page.emails.add.submit" onValid={add} />
      </section>
    </>
  );
}
