/** The profile's start page (app/profile): one link to each of its pages. */
import { Link } from 'react-router';
import type { MessageId } from '../../../generated/messages/index.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';

/** The profile's pages in the order of the user menu (menu.profile.*). */
export const profilePages = [
  ['app-profile-information', 'menu.profile.information'],
  ['app-profile-emails', 'menu.profile.emails'],
  ['app-profile-bank', 'menu.profile.bank'],
  ['app-profile-conditions', 'menu.profile.conditions'],
  ['app-profile-yearly-interest', 'menu.profile.yearlyInterest'],
] as const satisfies readonly (readonly [RouteName, MessageId])[];

export function HubView() {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <nav aria-label={t('menu.myProfile')}>
      <ul className="profile-hub">
        {profilePages.map(([route, label]) => (
          <li key={route}>
            <Link to={href(country, route)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
