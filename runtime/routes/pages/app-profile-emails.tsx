/** E-mail addresses (app/profile/emails): the list, the primary one, add, make primary, remove. */
import type { MetaFunction } from 'react-router';
import { EmailsView } from '../../features/profile/emails-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileEmails.title');

export default function AppProfileEmails() {
  const t = useTexts();
  return (
    <ProfilePage title="route.appProfileEmails.title" intro={t('page.emails.intro')}>
      <EmailsView />
    </ProfilePage>
  );
}
