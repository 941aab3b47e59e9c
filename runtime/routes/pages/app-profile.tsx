/** My profile (app/profile): the way to the profile's pages. */
import type { MetaFunction } from 'react-router';
import { HubView } from '../../features/profile/hub-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfile.title');

export default function AppProfile() {
  const t = useTexts();
  return (
    <ProfilePage title="route.appProfile.title" intro={t('page.profile.intro')}>
      <HubView />
    </ProfilePage>
  );
}
