/**
 * The account page of a brand (app/account/{brand}): each of the customer's accounts at the
 * brand (konto or monthly) with its number, balance and minimum to pay, its current invoice
 * (state, what is owed now by the active-invoice rule, or the active refund) with a link to it
 * and its PDF, the invoice history, the insurance when the konto has one, and the account's terms
 * in the customer's country.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { BrandSlug } from '../../../generated/brands.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import type { AccountView } from '../../shared/domain/invoice-derive.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { Fact } from './invoice-detail.js';
import { InvoiceActions } from './invoice-actions.js';
import { WithAccounts } from './page-state.js';
import { InvoicePdfLink } from './pdf-link.js';
import { accountsOfBrand } from './select.js';
import { invoiceShownState } from '../../shared/domain/invoice-state.js';
import { MovedFlag, StateLabel } from './state-label.js';
import { useAccountViews } from './use-accounts.js';
import { isActiveInvoiceOf } from '../../shared/domain/active-invoice.js';
import { AccountTerms } from './account-terms.js';
import { brandName } from '../../shared/domain/account-brand.js';
import './invoices.css';

export function AccountPage({ brand }: { brand: BrandSlug }) {
  const t = useTexts();
  const state = useAccountViews();
  return (
    <div className="iv-page">
      <h1>{t('route.appAccountBrand.title')}</h1>
      <WithAccounts
        state={state}
        ready={(views) => {
          const accounts = accountsOfBrand(views, brand);
          if (accounts.length === 0) {
            return (
              <p className="iv-empty">{t('page.account.empty', { brand: brandName(brand) })}</p>
            );
          }
          return accounts.map((view) => <Account key={view.account.accountNumber} view={view} />);
        }}
      />
    </div>
  );
}

function Account({ view }: { view: AccountView }) {
  const t = useTexts();
  const f = useAppFormat();
  const { country } = useCountry();
  const headingId = useId();
  const { account, brand, current } = view;
  const active = current ? isActiveInvoiceOf(account, current.invoiceDate) : false;
  return (
    <section className="ac-account" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('page.account.heading', { type: account.type, brand: account.accountBrandDisplay })}
      </h2>
      <dl className="iv-facts">
        <Fact label={t('page.account.number')} value={account.accountNumber} />
        <Fact label={t('page.account.balance')} value={f.money(account.balance)} />
        <Fact label={t('page.invoices.minAmount')} value={f.money(account.minimumAmountToPay)} />
        {active && (
          <Fact
            label={t('page.account.toPay')}
            value={f.money(account.adjustedFullInvoiceAmount)}
          />
        )}
      </dl>
      <h3>{t('page.account.currentInvoice')}</h3>
      {current ? (
        <>
          <p className="iv-badges">
            <Link to={current.invoicePath}>
              {t('page.invoices.item.link', {
                brand: current.accountBrandDisplay,
                date: f.date(current.invoiceDate),
              })}
            </Link>{' '}
            <StateLabel shown={invoiceShownState(account, current)} />
            <MovedFlag moved={current.movedToKonto} />
            {active && <strong className="iv-active">{t('page.invoices.unpaid')}</strong>}
          </p>
          <p>
            {t('common.dueDate')}: {f.date(current.dueDate)}
          </p>
          <InvoiceActions account={account} brand={brand} invoice={current} />
          <p>
            <InvoicePdfLink
              brand={brand}
              accountNumber={account.accountNumber}
              invoiceDate={current.invoiceDate}
            />
          </p>
        </>
      ) : (
        <p>{t('page.account.noCurrent')}</p>
      )}
      <ul className="iv-more">
        <li>
          <Link to={href(country, 'app-invoices-brand-invoice-history', { brand })}>
            {t('page.invoices.historyOf', { brand: account.accountBrandDisplay })}
          </Link>
        </li>
        {account.hasPPI && (
          <li>
            <Link to={href(country, 'app-my-insurance-brand', { brand })}>
              {t('page.account.insurance')}
            </Link>
          </li>
        )}
      </ul>
      <AccountTerms type={account.type} />
    </section>
  );
}
