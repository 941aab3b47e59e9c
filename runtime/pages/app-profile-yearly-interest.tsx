/** Annual interest statements (app/profile/yearly-interest): per year, with the PDF. */
import type { MetaFunction } from 'react-router';
import { YearlyInterestView } from '../app/profile/yearly-interest-view.js';
import { ProfilePage } from '../app/profile/profile-page.js';
import { useTexts } from '../i18n/texts.js';
import { pageTitle } from '../public/page-meta.js';

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
