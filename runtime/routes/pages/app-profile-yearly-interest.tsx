/** Annual interest statements (app/profile/yearly-interest): per year, with the PDF. */
import type { MetaFunction } from 'react-router';
import { YearlyInterestView } from '../../features/profile/yearly-interest-view.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appProfileYearlyInterest.title');

export default function AppProfileYearlyInterest() {
  const t = useTexts();
  return (
    <ProfilePage
      title="route.appProfileYearlyInterest.title"
      intro={t('page.yearlyInterest.intro')}
    >
      <YearlyInterestView />
    </ProfilePage>
  );
}
