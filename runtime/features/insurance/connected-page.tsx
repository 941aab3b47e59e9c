/**
 * The customer's insurances (app/connected-ppis; the menu links here when several kontos carry
 * it, spec 000 §2): each covered konto with its brand, account and premium, leading to its My
 * insurance page.
 */
import { Link } from 'react-router';
import { brandName } from '../../shared/domain/account-brand.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { insuranceBrandOf, insuredKontos } from './rules.js';
import { useInsuranceAccounts } from './use-accounts.js';
import './insurance.css';

export function ConnectedPage() {
  const t = useTexts();
  const f = useAppFormat();
  const { country } = useCountry();
  const read = useInsuranceAccounts();
  const insured = read.status === 'ready' ? insuredKontos(read.accounts) : [];
  return (
    <div className="in-page">
      <h1>{t('route.appConnectedPpis.title')}</h1>
      {read.status === 'pending' ? (
        <Loading />
      ) : read.status === 'error' ? (
        <LoadFailed />
      ) : insured.length === 0 ? (
        <div className="in-note" role="note" data-testid="ppi-none">
          <p>{t('page.ppi.app.none')}</p>
          <p>
            <Link to={href(country, 'app-ppi')}>{t('page.ppi.info.apply')}</Link>
          </p>
        </div>
      ) : (
        <ul className="in-connected" data-testid="ppi-connected">
          {insured.flatMap((account) => {
            const brand = insuranceBrandOf(account);
            if (!brand) return [];
            const premium = account.ppiInformation?.premium;
            return (
              <li key={account.accountNumber} className="in-card">
                <h2>{t('page.ppi.app.insuranceAt', { brand: brandName(brand) })}</h2>
                <dl className="in-facts">
                  <dt>{t('page.ppi.myInsurance.coveredAccount')}</dt>
                  <dd>{account.accountNumber}</dd>
                  {premium !== undefined && (
                    <>
                      <dt>{t('page.ppi.summary.premium')}</dt>
                      <dd>{f.money(premium)}</dd>
                    </>
                  )}
                </dl>
                <Link
                  to={href(country, 'app-my-insurance-brand', { brand })}
                  data-connected={brand}
                >
                  {t('page.ppi.app.open', { brand: brandName(brand) })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
