/**
 * The pages under app/invoices: by type (app/invoices/{type}) and one invoice
 * (app/invoices/{brand?}/{id?}). React Router tells the two apart by shape only, so either page
 * module may be drawn for either address; the route table's own matcher (`matchPath`, which
 * checks each parameter's rule) decides what the address names, as route validation does.
 */
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { isBrandSlug, type BrandSlug } from '../../../generated/brands.js';
import { isCode, type InvoiceTypeCode } from '../../../generated/codes.js';
import { countryOfPath } from '../../i18n/catalogue.js';
import { useTexts } from '../../i18n/texts.js';
import { matchPath, ROUTES } from '../../../generated/routes/table.js';
import { pageTitle } from '../../public/page-meta.js';
import { InvoiceDetail } from './invoice-detail.js';
import { InvoiceList } from './invoice-list.js';
import { WithAccounts } from './page-state.js';
import { allInvoices, findInvoice, invoicesOfType } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

export type InvoicesAddress =
  | { readonly kind: 'type'; readonly type: InvoiceTypeCode }
  | { readonly kind: 'invoice'; readonly brand?: BrandSlug; readonly id?: string };

/** What an app/invoices address names, or null when it is none of these pages. */
export function invoicesAddress(pathname: string): InvoicesAddress | null {
  const country = countryOfPath(pathname);
  const byType = matchPath(
    'app-invoices-type',
    `/${country}/${ROUTES['app-invoices-type'].path}`,
    pathname,
  );
  if (byType && isCode('invoiceType', byType['type']))
    return { kind: 'type', type: byType['type'] };
  const one = matchPath(
    'app-invoices-brand-id',
    `/${country}/${ROUTES['app-invoices-brand-id'].path}`,
    pathname,
  );
  if (!one) return null;
  const brand = one['brand'];
  return {
    kind: 'invoice',
    ...(isBrandSlug(brand) ? { brand } : {}),
    ...(one['id'] ? { id: one['id'] } : {}),
  };
}

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
    </div>
  );
}
