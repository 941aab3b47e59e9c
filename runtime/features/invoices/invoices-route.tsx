/**
 * The pages under app/invoices: by type (app/invoices/{type}) and one invoice
 * (app/invoices/{brand?}/{id?}). Either page module may be drawn for either address (see
 * address.ts), so both draw this, and the address decides.
 */
import { useMemo, type ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import type { InvoiceTypeCode } from '../../../generated/codes/tables/invoice-type.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import type { FlowSubject, Payable } from '../../shared/flows/flow-control.js';
import { invoicePayable } from './payable.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { CustomerServiceOption } from '../../shared/ui/customer-service-option.js';
import { invoicesAddress } from './address.js';
import { InvoiceDetail } from './invoice-detail.js';
import { InvoiceList } from './invoice-list.js';
import { WithAccounts } from './page-state.js';
import { allInvoices, findInvoice, invoicesOfType, type ListedInvoice } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

export function invoicesMeta(pathname: string): MetaDescriptor[] {
  const address = invoicesAddress(pathname);
  return pageTitle(
    pathname,
    address?.kind === 'type' ? 'route.appInvoicesType.title' : 'route.appInvoicesBrandId.title',
  );
}

/** What runs over one invoice: the route layer passes the payment flows (shared/flows). */
export type InvoiceFlows = (payable: Payable, subject: FlowSubject) => ReactNode;

export function InvoicesRoute({ flows }: { flows?: InvoiceFlows }) {
  const address = invoicesAddress(useLocation().pathname);
  if (address?.kind === 'type') return <InvoicesOfType type={address.type} />;
  return <OneInvoice brand={address?.brand} id={address?.id} flows={flows} />;
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

function OneInvoice({
  brand,
  id,
  flows,
}: {
  brand: BrandSlug | undefined;
  id: string | undefined;
  flows: InvoiceFlows | undefined;
}) {
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
            <>
              <InvoiceDetail key={found.invoice.invoicePath} item={found} />
              {flows && <InvoiceFlowsOf item={found} flows={flows} />}
            </>
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

function InvoiceFlowsOf({ item, flows }: { item: ListedInvoice; flows: InvoiceFlows }) {
  const t = useTexts();
  const f = useAppFormat();
  const { terms } = useCountry();
  const label = t('flow.pay.label.invoice', {
    brand: item.view.account.accountBrandDisplay,
    date: f.date(item.invoice.invoiceDate),
  });
  // The listed item is made anew at each draw; the account view and the invoice are the same.
  const { view, invoice } = item;
  const payable = useMemo(
    () => invoicePayable({ view, invoice }, terms, label),
    [view, invoice, terms, label],
  );
  const subject = useMemo(
    () => ({ kind: 'invoice' as const, account: view.account, invoice }),
    [view.account, invoice],
  );
  return <>{flows(payable, subject)}</>;
}
