/**
 * My insurance at a brand (app/my-insurance/{brand}; spec 000 §3 "Insurance: premium, covered
 * account per brand, monthly cost history"; spec 001 §2): that it is active, its premium, the
 * covered konto, the latest months' costs with the way to all of them, who is covered how, the
 * damage-report forms, how to cancel and whom to ask. A brand where it is not active says so and
 * leads to the application.
 */
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import type { Insurance } from '../../../generated/entities/types.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { CostTable } from './cost-table.js';
import { CancellationAndContact, ClaimsSection, DocumentsSection } from './ppi-view.js';
import { CoverageSection } from './coverage-section.js';
import { ppiSlice } from './ppi-slice.js';
import { useInsurance } from './use-insurance.js';
import './insurance.css';

/** The latest months the page shows; the history page has them all. */
const LATEST_MONTHS = 3;

export function MyInsurancePage({ brand }: { brand: BrandSlug }) {
  const t = useTexts();
  const read = useInsurance(brand);
  return (
    <div className="in-page">
      <h1>{t('route.appMyInsuranceBrand.title')}</h1>
      {read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <LoadFailed />
      ) : read.data.insured ? (
        <Insured brand={brand} insurance={read.data} />
      ) : (
        <NotInsured brand={brand} />
      )}
    </div>
  );
}

function NotInsured({ brand }: { brand: BrandSlug }) {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <div className="in-note" role="note" data-testid="ppi-not-insured">
      <p>{t('page.ppi.myInsurance.notInsured', { brand: brandName(brand) })}</p>
      <p>
        <Link to={href(country, 'app-ppi-brand', { brand })}>{t('page.ppi.info.apply')}</Link>
      </p>
    </div>
  );
}

function Insured({ brand, insurance }: { brand: BrandSlug; insurance: Insurance }) {
  const t = useTexts();
  const f = useAppFormat();
  const percent = useFormat().percent;
  const { country, terms } = useCountry();
  const slice = ppiSlice(country, terms);
  const account = insurance.coveredAccount;
  return (
    <>
      <p className="pp-lead" data-testid="ppi-active">
        {t('page.ppi.myInsurance.active')}
      </p>
      <dl className="in-facts" data-testid="ppi-facts">
        {insurance.premium !== undefined && (
          <>
            <dt>{t('page.ppi.summary.premium')}</dt>
            <dd data-testid="ppi-premium">{f.money(insurance.premium)}</dd>
          </>
        )}
        {insurance.premiumRate !== undefined && (
          <>
            <dt>{t('page.ppi.app.rate')}</dt>
            <dd>
              {t('page.ppi.summary.premiumValue', { percent: percent(insurance.premiumRate) })}
            </dd>
          </>
        )}
        {account && (
          <>
            <dt>{t('page.ppi.myInsurance.coveredAccount')}</dt>
            <dd data-testid="ppi-account">
              {t('page.ppi.app.accountValue', {
                brand: account.accountBrandDisplay ?? brandName(brand),
                accountNumber: account.accountNumber,
              })}
            </dd>
          </>
        )}
        {insurance.startDate && (
          <>
            <dt>{t('page.ppi.app.since')}</dt>
            <dd>{f.date(insurance.startDate)}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="ppi-costs">
        <h2 id="ppi-costs">{t('page.ppi.myInsurance.costHistory.title')}</h2>
        <CostTable brand={brand} insurance={insurance} months={LATEST_MONTHS} />
        {insurance.monthlyCostHistory.length > 0 && (
          <p>
            <Link
              to={href(country, 'app-my-insurance-brand-ppi-invoice-history', { brand })}
              data-testid="ppi-history-link"
            >
              {t('page.ppi.myInsurance.costHistory.showAll')}
            </Link>
          </p>
        )}
      </section>
      {slice.coverage && <CoverageSection coverage={slice.coverage} />}
      <ClaimsSection reports={slice.claims} />
      <DocumentsSection documents={slice.documents} />
      <CancellationAndContact customerServiceHref={slice.customerServiceHref} />
    </>
  );
}
