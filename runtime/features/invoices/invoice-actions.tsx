/**
 * What the customer can do on an invoice (actions.ts) as links to the flows' step pages, and the
 * notice that says why there is nothing to pay (debt collection, a refund, a payment on its way,
 * a scheduled or cancelling automatic payment).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href, hrefOf } from '../../shared/routing/href.js';
import { useOpensBuiltStep } from '../../shared/flows/built-steps.js';
import { invoiceOptions, type InvoiceNotice } from './actions.js';
import type { DerivedInvoice } from '../../shared/domain/invoice-derive.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';

export function InvoiceActions({
  account,
  brand,
  invoice,
}: {
  account: InvoiceAccount;
  brand: BrandSlug;
  invoice: DerivedInvoice;
}) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const opens = useOpensBuiltStep(country);
  const options = invoiceOptions(account, invoice, terms);
  const notice = options.notice;
  const actions = options.actions.filter((action) => opens(action.route, '', action.flow));
  const params = { brand, id: invoice.invoiceDate };
  const headingId = useId();
  return (
    <>
      {notice && <Notice notice={notice} dueDate={invoice.dueDate} />}
      {actions.length > 0 && (
        <section aria-labelledby={headingId} className="iv-actions">
          <h3 id={headingId}>{t('page.invoices.actions.title')}</h3>
          <ul>
            {actions.map((action) => (
              <li key={action.id}>
                <Link
                  // A shared step page opens the action's own flow through its `flow` query.
                  to={
                    hrefOf(country, action.route, {
                      ...params,
                      ...(action.flow ? { flow: action.flow } : {}),
                    }) ?? href(country, action.route, params)
                  }
                  className="iv-action"
                  data-action={action.id}
                >
                  {t(`page.invoices.action.${action.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Notice({ notice, dueDate }: { notice: InvoiceNotice; dueDate: string }) {
  const t = useTexts();
  const f = useAppFormat();
  const { country } = useCountry();
  if (notice === 'debtCollection') {
    return (
      <div role="note" className="iv-notice iv-notice-warning">
        <p>{t('error.debtCollection')}</p>
        <Link to={href(country, 'customer-service')}>{t('common.contactCustomerService')}</Link>
      </div>
    );
  }
  if (notice === 'refund') {
    return (
      <div role="note" className="iv-notice">
        <p>{t('page.invoices.notice.refund')}</p>
        <Link to={href(country, 'app-user-refund')}>{t('route.appUserRefund.title')}</Link>
      </div>
    );
  }
  return (
    <p role={notice === 'cancelling' ? 'status' : 'note'} className="iv-notice">
      {t(`page.invoices.notice.${notice}`, { date: f.date(dueDate) })}
    </p>
  );
}
