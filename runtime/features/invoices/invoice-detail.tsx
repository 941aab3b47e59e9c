/**
 * One invoice (app/invoices/{brand?}/{id?}): its state, dates and amounts, the moved-to-monthly
 * flag, what the customer can do on it, its PDF and its lines. The account's side (status,
 * refund, which invoice is current) comes from the payments data; the invoice itself is read
 * again by its own call (getInvoicePayment), as the invoice page and its flow steps use it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { invoicePaymentQuery } from '../../../generated/api/queries/getInvoicePayment.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { appTransport } from '../../shared/api/transport.js';
import { isActiveInvoiceOf } from '../../shared/domain/active-invoice.js';
import { invoiceFigure } from '../../shared/domain/shown-amount.js';
import type { DerivedInvoice } from '../../shared/domain/invoice-derive.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { InvoiceActions } from './invoice-actions.js';
import { InvoicePdfLink } from './pdf-link.js';
import type { ListedInvoice } from './select.js';
import { invoiceShownState } from '../../shared/domain/invoice-state.js';
import { MovedFlag, StateLabel } from './state-label.js';
import { TransactionsTable } from './transactions-table.js';

/** The invoice as its own call answers it, over what the payments data said of it. */
function useFreshInvoice({ view, invoice }: ListedInvoice): DerivedInvoice {
  const fresh = useQuery({
    ...invoicePaymentQuery(appTransport, { brand: view.brand, id: invoice.invoiceDate }),
    select: (answer) => answer.invoice,
  }).data;
  if (!fresh) return invoice;
  // Only what the invoice itself says; status, type and the flags stay derived from the account.
  return {
    ...invoice,
    dueDate: fresh.dueDate,
    fullInvoiceAmount: fresh.fullInvoiceAmount,
    minAmountToPay: fresh.minAmountToPay,
    ingoingBalance: fresh.ingoingBalance,
    transactions: fresh.transactions,
  };
}

export function InvoiceDetail({ item }: { item: ListedInvoice }) {
  const t = useTexts();
  const f = useAppFormat();
  const { country } = useCountry();
  const { view } = item;
  const invoice = useFreshInvoice(item);
  const { account, brand } = view;
  const active = isActiveInvoiceOf(account, invoice.invoiceDate);
  const figure = invoiceFigure(account, invoice);
  const headingId = useId();
  return (
    <article className="iv-detail" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('page.invoices.item.link', {
          brand: invoice.accountBrandDisplay,
          date: f.date(invoice.invoiceDate),
        })}
      </h2>
      <p className="iv-badges">
        <span className="iv-type">{t(`code.invoiceType.${invoice.type}`)}</span>
        <StateLabel shown={invoiceShownState(account, invoice)} />
        <MovedFlag moved={invoice.movedToKonto} />
        {active && <strong className="iv-active">{t('page.invoices.unpaid')}</strong>}
      </p>
      <dl className="iv-facts">
        <Fact label={t('page.invoices.invoiceDate')} value={f.date(invoice.invoiceDate)} />
        <Fact label={t('common.dueDate')} value={f.date(invoice.dueDate)} />
        {invoice.status !== undefined && (
          <Fact
            label={t('page.invoices.status')}
            value={t(`code.invoiceStatus.${invoice.status}`)}
          />
        )}
        {active && invoice.daysToDueDate >= 0 && (
          <Fact
            label={t('page.invoices.timeLeft')}
            value={t('page.invoices.daysLeft', { days: invoice.daysToDueDate })}
          />
        )}
        <Fact label={t('page.invoices.fullAmount')} value={f.money(invoice.fullInvoiceAmount)} />
        {figure.kind === 'toPay' && (
          <Fact label={t('page.invoices.leftToPay')} value={f.money(figure.amount)} />
        )}
        <Fact label={t('page.invoices.minAmount')} value={f.money(invoice.minAmountToPay)} />
        {invoice.ingoingBalance !== undefined && (
          <Fact label={t('page.invoices.ingoingBalance')} value={f.money(invoice.ingoingBalance)} />
        )}
        {invoice.buyDateFrom && invoice.buyDateTo && (
          <Fact
            label={t('page.invoices.period')}
            value={`${f.date(invoice.buyDateFrom)} – ${f.date(invoice.buyDateTo)}`}
          />
        )}
        <Fact label={t('page.account.number')} value={account.accountNumber} />
      </dl>
      <InvoiceActions account={account} brand={brand} invoice={invoice} />
      <p>
        <InvoicePdfLink
          brand={brand}
          accountNumber={account.accountNumber}
          invoiceDate={invoice.invoiceDate}
        />
      </p>
      <TransactionsTable transactions={invoice.transactions} />
      <ul className="iv-more">
        <li>
          <Link to={href(country, 'app-account-brand', { brand })}>
            {t('page.invoices.toAccount', { brand: invoice.accountBrandDisplay })}
          </Link>
        </li>
        <li>
          <Link to={href(country, 'app-invoices-brand-invoice-history', { brand })}>
            {t('page.invoices.historyOf', { brand: invoice.accountBrandDisplay })}
          </Link>
        </li>
      </ul>
    </article>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
