/** Conditions (app/profile/conditions): the customer's credit terms as PDF per brand. */
import type { MetaFunction } from 'react-router';
import { ConditionsView } from '../../features/profile/conditions-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileConditions.title');

export default function AppProfileConditions() {
  const t = useTexts();
  return (
    <ProfilePage title="route.appProfileConditions.title" intro={t('page.conditions.intro')}>
      <ConditionsView />
    </ProfilePage>
  );
}
