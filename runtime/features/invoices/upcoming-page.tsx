/**
 * The upcoming invoice (app/upcoming-invoice, app/upcoming-invoice/{brand}): the accounts'
 * current invoices, soonest due first; for one brand its current invoice in full, with what the
 * customer can do on it. Each links to its history.
 */
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { InvoiceDetail } from './invoice-detail.js';
import { InvoiceList } from './invoice-list.js';
import { WithAccounts } from './page-state.js';
import { accountsOfBrand, upcomingInvoices } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

export function UpcomingPage({ brand }: { brand: BrandSlug | null }) {
  const t = useTexts();
  const { country } = useCountry();
  const state = useAccountViews();
  const history = brand
    ? href(country, 'app-upcoming-invoice-brand-invoice-history', { brand })
    : href(country, 'app-upcoming-invoice-invoice-history');
  return (
    <div className="iv-page">
      <h1>{t(brand ? 'route.appUpcomingInvoiceBrand.title' : 'route.appUpcomingInvoice.title')}</h1>
      <p className="iv-lead">
        {brand
          ? t('page.invoices.upcoming.brandIntro', { brand: brandName(brand) })
          : t('page.invoices.upcoming.intro')}
      </p>
      <WithAccounts
        state={state}
        ready={(views) => {
          const items = upcomingInvoices(brand ? accountsOfBrand(views, brand) : views);
          const empty = <p className="iv-empty">{t('page.invoices.upcoming.empty')}</p>;
          if (!brand)
            return <InvoiceList items={items} empty={t('page.invoices.upcoming.empty')} />;
          return items.length === 0
            ? empty
            : items.map((item) => <InvoiceDetail key={item.invoice.invoicePath} item={item} />);
        }}
      />
      <p>
        <Link to={history}>{t('route.appUpcomingInvoiceInvoiceHistory.title')}</Link>
      </p>
    </div>
  );
}
