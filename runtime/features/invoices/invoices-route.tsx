/**
 * The pages under app/invoices: by type (app/invoices/{type}) and one invoice
 * (app/invoices/{brand?}/{id?}). Either page module may be drawn for either address (see
 * address.ts), so both draw this, and the address decides.
 */
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import type { InvoiceTypeCode } from '../../../generated/codes.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { CustomerServiceOption } from '../../shared/ui/customer-service-option.js';
import { invoicesAddress } from './address.js';
import { InvoiceDetail } from './invoice-detail.js';
import { InvoiceList } from './invoice-list.js';
import { WithAccounts } from './page-state.js';
import { allInvoices, findInvoice, invoicesOfType } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

export function invoicesMeta(pathname: string): MetaDescriptor[] {
  const address = invoicesAddress(pathname);
  return pageTitle(
    pathname,
    address?.kind === 'type' ? 'route.appInvoicesType.title' : 'route.appInvoicesBrandId.title',
  );
}

export function InvoicesRoute() {
  const address = invoicesAddress(useLocation().pathname);
  if (address?.kind === 'type') return <InvoicesOfType type={address.type} />;
  return <OneInvoice brand={address?.brand} id={address?.id} />;
}

function InvoicesOfType({ type }: { type: InvoiceTypeCode }) {
  const t = useTexts();
  const state = useAccountViews();
  return (
    <div className="iv-page">
      <h1>{t('route.appInvoicesType.title')}</h1>
      <p className="iv-lead">{t('page.invoices.typeIntro', { type })}</p>
      <WithAccounts
        state={state}
        ready={(views) => (
          <InvoiceList items={invoicesOfType(views, type)} empty={t('page.invoices.empty')} />
        )}
      />
      <CustomerServiceOption route="app-invoices-type" question="page.invoices.helpList" />
    </div>
  );
}

function OneInvoice({ brand, id }: { brand: BrandSlug | undefined; id: string | undefined }) {
  const t = useTexts();
  const state = useAccountViews();
  const listAll = !brand && !id;
  return (
    <div className="iv-page">
      <h1>{t(listAll ? 'route.appInvoicesType.title' : 'route.appInvoicesBrandId.title')}</h1>
      <WithAccounts
        state={state}
        ready={(views) => {
          if (listAll) {
            return <InvoiceList items={allInvoices(views)} empty={t('page.invoices.empty')} />;
          }
          const found = findInvoice(views, brand, id);
          return found ? (
            <InvoiceDetail key={found.invoice.invoicePath} item={found} />
          ) : (
            <p className="iv-empty">{t('page.invoices.notFound')}</p>
          );
        }}
      />
      <CustomerServiceOption
        route="app-invoices-brand-id"
        question={listAll ? 'page.invoices.helpList' : 'page.invoices.help'}
      />
    </div>
  );
}
