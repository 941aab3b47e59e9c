/** Bank account (app/profile/bank): linked, pending or none; link, change and unlink. */
import type { MetaFunction } from 'react-router';
import { BankView } from '../../features/profile/bank-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileBank.title');

export default function AppProfileBank() {
  const t = useTexts();
  return (
    <ProfilePage title="route.appProfileBank.title" intro={t('page.bank.intro')}>
      <BankView />
    </ProfilePage>
  );
}
