/**
 * A list of invoices (by type, history, upcoming): each with its brand, type, dates, amount, the
 * state it is shown in and the moved-to-monthly flag, linking to the invoice page.
 */
import { Link } from 'react-router';
import { useTexts } from '../../shared/i18n/texts.js';
import { isActiveInvoiceOf } from '../../shared/domain/active-invoice.js';
import { invoiceFigure } from '../../shared/domain/shown-amount.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import type { ListedInvoice } from './select.js';
import { invoiceShownState } from '../../shared/domain/invoice-state.js';
import { MovedFlag, StateLabel } from './state-label.js';

export function InvoiceList({ items, empty }: { items: readonly ListedInvoice[]; empty: string }) {
  if (items.length === 0) return <p className="iv-empty">{empty}</p>;
  return (
    <ul className="iv-list">
      {items.map((item) => (
        <InvoiceItem
          key={`${item.view.account.accountNumber}/${item.invoice.invoiceDate}`}
          {...item}
        />
      ))}
    </ul>
  );
}

function InvoiceItem({ view, invoice }: ListedInvoice) {
  const t = useTexts();
  const f = useAppFormat();
  const active = isActiveInvoiceOf(view.account, invoice.invoiceDate);
  const figure = invoiceFigure(view.account, invoice);
  return (
    <li className="iv-item">
      <h2 className="iv-item-title">
        <Link to={invoice.invoicePath}>
          {t('page.invoices.item.link', {
            brand: invoice.accountBrandDisplay,
            date: f.date(invoice.invoiceDate),
          })}
        </Link>
      </h2>
      <p className="iv-badges">
        <span className="iv-type">{t(`code.invoiceType.${invoice.type}`)}</span>
        <StateLabel shown={invoiceShownState(view.account, invoice)} />
        <MovedFlag moved={invoice.movedToKonto} />
        {active && <strong className="iv-active">{t('page.invoices.unpaid')}</strong>}
      </p>
      <dl className="iv-facts">
        <div>
          <dt>{t('common.dueDate')}</dt>
          <dd>{f.date(invoice.dueDate)}</dd>
        </div>
        <div>
          <dt>{t('page.invoices.fullAmount')}</dt>
          <dd>{f.money(invoice.fullInvoiceAmount)}</dd>
        </div>
        {figure.kind === 'toPay' && (
          <div>
            <dt>{t('page.invoices.leftToPay')}</dt>
            <dd>{f.money(figure.amount)}</dd>
          </div>
        )}
        {invoice.minAmountToPay < invoice.fullInvoiceAmount && (
          <div>
            <dt>{t('page.invoices.minAmount')}</dt>
            <dd>{f.money(invoice.minAmountToPay)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
