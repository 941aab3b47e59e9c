/** Correct one e-mail address (app/profile/emails/{email}). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { EmailEditView } from '../../features/profile/email-edit-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileEmailsEmail.title');

export default function AppProfileEmailsEmail() {
  const { email = '' } = useParams();
  return (
    <ProfilePage title="route.appProfileEmailsEmail.title">
      <EmailEditView key={email} address={email} />
    </ProfilePage>
  );
}
