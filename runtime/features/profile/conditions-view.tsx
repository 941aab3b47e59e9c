/**
 * The credit terms that apply to the customer (getTermsAndConditions): one PDF per brand of the
 * customer's country, each link named for its brand, marked as PDF and opening in a new tab
 * (spec 2: PDF links open in a new tab), which screen readers are told too.
 */
import { brandBySlug } from '../../../generated/brands.js';
import { formatDate } from '../../../generated/countries/format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { calendarDay } from './dates.js';
import { DataState } from './profile-page.js';
import { useCustomerInfo, useTermsAndConditions } from './queries.js';

export function ConditionsView() {
  const t = useTexts();
  const { country } = useCountry();
  const query = useTermsAndConditions();
  const info = useCustomerInfo();
  if (!query.data) {
    return (
      <DataState
        pending={query.isPending}
        failed={query.isError}
        failure="page.conditions.loadFailed"
      />
    );
  }
  // The customer's own country decides (a logged-in customer is redirected there anyway).
  const home = info.data?.customerInfo.country ?? country;
  const documents = query.data.documents.filter((document) => document.country === home);
  if (documents.length === 0) return <p>{t('page.conditions.empty')}</p>;
  return (
    <ul className="profile-documents">
      {documents.map((document) => {
        const validFrom = document.validFrom ? calendarDay(document.validFrom) : null;
        return (
          <li key={`${document.brand}-${document.country}`}>
            <a href={document.path} target="_blank" rel="noopener noreferrer">
              {t('page.conditions.document', { brand: brandBySlug(document.brand).name })}
              <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
            </a>
            {validFrom && (
              <span className="profile-hint profile-note">
                {t('page.conditions.validFrom', { date: formatDate(validFrom, 'long', home) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
