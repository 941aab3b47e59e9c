/** My information (app/profile/information): what the provider knows about the customer. */
import type { MetaFunction } from 'react-router';
import { InformationView } from '../../features/profile/information-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileInformation.title');

export default function AppProfileInformation() {
  return (
    <ProfilePage title="route.appProfileInformation.title">
      <InformationView />
    </ProfilePage>
  );
}
