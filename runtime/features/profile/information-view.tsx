/**
 * What the provider knows about the customer (getCustomerInfo): name, civic number with its last
 * characters hidden (masking.ts), customer number, the primary e-mail address and the account
 * number when there is one. The contract carries no postal address or phone number, so none is
 * shown; corrections go through customer service.
 */
import { Link } from 'react-router';
import type { MessageId } from '../../../generated/messages/index.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { maskCivicNumber } from './masking.js';
import { DataState } from './profile-page.js';
import { useCustomerInfo } from './queries.js';

export function InformationView() {
  const t = useTexts();
  const { country } = useCountry();
  const query = useCustomerInfo();
  const user = query.data?.customerInfo;
  if (!user) {
    return (
      <DataState
        pending={query.isPending}
        failed={query.isError}
        failure="page.profile.loadFailed"
      />
    );
  }
  const primary = user.masterEmail ?? user.emails.find((email) => email.primary)?.value;
  const rows: [MessageId, string, string?][] = [
    ['page.profileInformation.name', user.name],
    [
      'page.profileInformation.civicNumber',
      maskCivicNumber(user.civicNumber, user.country),
      t('page.profileInformation.civicNumberMasked'),
    ],
    ['page.profileInformation.customerNumber', user.customerNumber],
  ];
  if (primary) rows.push(['page.profileInformation.email', primary]);
  if (user.account) rows.push(['page.profileInformation.account', user.account]);

  return (
    <>
      <dl className="profile-facts">
        {rows.map(([label, value, note]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              {value}
              {note && <span className="profile-hint profile-note">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to={href(country, 'customer-service')}>{t('page.profileInformation.wrong')}</Link>
      </p>
    </>
  );
}
