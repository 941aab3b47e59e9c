/** My information (app/profile/information): what the provider knows about the customer. */
import type { MetaFunction } from 'react-router';
import { InformationView } from '../app/profile/information-view.js';
import { ProfilePage } from '../app/profile/profile-page.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileInformation.title');

export default function AppProfileInformation() {
  return (
    <ProfilePage title="route.appProfileInformation.title">
      <InformationView />
    </ProfilePage>
  );
}
