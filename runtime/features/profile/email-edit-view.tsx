/**
 * Correcting one address (app/profile/emails/{email}): the address from the route is looked up
 * among the customer's own, so a made-up or stale address gets a plain message and the way back
 * instead of a form; after the change the list shows the new state and says what happened.
 */
import { Link, useNavigate } from 'react-router';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { flash } from '../../shared/shell/flash.js';
import { EmailForm } from './email-form.js';
import { findEmail, isDuplicate } from './emails.js';
import { DataState } from './profile-page.js';
import { useEmails } from './queries.js';
import { useEmailChanges } from './use-email-changes.js';

export function EmailEditView({ address }: { address: string }) {
  const t = useTexts();
  const { country } = useCountry();
  const navigate = useNavigate();
  const query = useEmails();
  const changes = useEmailChanges();
  const listHref = href(country, 'app-profile-emails');

  if (!query.data) {
    return (
      <DataState
        pending={query.isPending}
        failed={query.isError}
        failure="page.emails.loadFailed"
      />
    );
  }
  const emails = query.data.emails;
  const email = findEmail(emails, address);
  if (!email) {
    return (
      <>
        <p>{t('page.emails.notYours', { email: address })}</p>
        <p>
          <Link to={listHref}>{t('page.emails.backToList')}</Link>
        </p>
      </>
    );
  }

  const save = async (value: string) => {
    if (value.toLowerCase() === email.value.toLowerCase()) return 'page.emails.error.same' as const;
    if (isDuplicate(emails, value, email.value)) return 'page.emails.error.yours' as const;
    const refusal = await changes.update(email.value, value);
    // The corrected address takes the old one's place when its mailed link is opened (issue 18).
    if (!refusal) {
      void navigate(listHref, { state: flash(t('page.emails.confirmSent', { email: value })) });
    }
    return refusal;
  };

  return (
    <>
      <p>{t('page.emails.editIntro', { email: email.value })}</p>
      {email.primary && <p className="profile-hint">{t('page.emails.editPrimary')}</p>}
      <EmailForm
        label="page.emails.editField"
        submit="common.save"
        initial={email.value}
        onValid={save}
      />
      <p>
        <Link to={listHref}>{t('page.emails.backToList')}</Link>
      </p>
    </>
  );
}
