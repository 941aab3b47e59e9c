/**
 * Apply for the insurance (app/ppi; the menu's "Betalskydd" when a konto is without it): the
 * customer's kontos, each to its brand's application page, or to My insurance where it already
 * has it. Only a konto can carry it (spec 000 §6): without one, the page says so.
 */
import { Link } from 'react-router';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { carriesPpi, insuranceBrandOf } from './rules.js';
import { useInsuranceAccounts } from './use-accounts.js';
import './insurance.css';

export function ApplyListPage() {
  const t = useTexts();
  const { country, terms } = useCountry();
  const read = useInsuranceAccounts();
  return (
    <div className="in-page">
      <h1>{t('route.appPpi.title')}</h1>
      <p>{t('page.ppi.info.intro')}</p>
      <p>{t('page.ppi.voluntary')}</p>
      {read.status === 'pending' ? (
        <Loading />
      ) : read.status === 'error' ? (
        <LoadFailed />
      ) : !terms.insurance.available ? (
        <p className="in-note">{t('page.ppi.app.notOffered')}</p>
      ) : (
        <KontoList accounts={read.accounts.filter((account) => account.type === 'konto')} />
      )}
      <p>
        <Link to={href(country, 'ppi')}>{t('page.ppi.brand.readGeneral')}</Link>
      </p>
    </div>
  );
}

function KontoList({ accounts }: { accounts: readonly InvoiceAccount[] }) {
  const t = useTexts();
  const { country } = useCountry();
  if (accounts.length === 0) {
    return (
      <div className="in-note" role="note" data-testid="ppi-not-eligible">
        <p>{t('page.ppi.app.noKonto')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="ppi-kontos">
      <h2 id="ppi-kontos">{t('page.ppi.app.kontos')}</h2>
      <ul className="pp-links" data-testid="ppi-kontos">
        {accounts.flatMap((account) => {
          const brand = insuranceBrandOf(account);
          if (!brand) return [];
          const name = brandName(brand);
          return (
            <li key={account.accountNumber}>
              {carriesPpi(account) ? (
                <Link to={href(country, 'app-my-insurance-brand', { brand })}>
                  {t('page.ppi.app.insuredAt', { brand: name })}
                </Link>
              ) : (
                <Link to={href(country, 'app-ppi-brand', { brand })} data-apply={brand}>
                  {t('page.ppi.brands.link', { brand: name })}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
