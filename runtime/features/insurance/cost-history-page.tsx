/**
 * All the insurance's monthly costs at a brand (app/my-insurance/{brand}/ppi-invoice-history),
 * newest first, each month's insurance invoice as PDF where there is one.
 */
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { CostTable } from './cost-table.js';
import { useInsurance } from './use-insurance.js';
import './insurance.css';

export function CostHistoryPage({ brand }: { brand: BrandSlug }) {
  const t = useTexts();
  const { country } = useCountry();
  const read = useInsurance(brand);
  return (
    <div className="in-page">
      <h1>{t('route.appMyInsuranceBrandPpiInvoiceHistory.title')}</h1>
      {read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <LoadFailed />
      ) : read.data.insured || read.data.monthlyCostHistory.length > 0 ? (
        <>
          <p>{t('page.ppi.app.historyOf', { brand: brandName(brand) })}</p>
          <CostTable brand={brand} insurance={read.data} withInvoices />
        </>
      ) : (
        <div className="in-note" role="note" data-testid="ppi-not-insured">
          <p>{t('page.ppi.myInsurance.notInsured', { brand: brandName(brand) })}</p>
          <p>
            <Link to={href(country, 'app-ppi-brand', { brand })}>{t('page.ppi.info.apply')}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
