/**
 * Monthly details (app/monthly-details): what the customer's monthly invoice holds and how it
 * works: each monthly account's current invoice in full (state, amounts, lines, what can be done,
 * PDF), and the monthly invoice's terms in the country (fee, when invoices are sent, that an
 * unpaid one moves to konto).
 */
import { useTexts } from '../../shared/i18n/texts.js';
import { AccountTerms } from './account-terms.js';
import { InvoiceDetail } from './invoice-detail.js';
import { WithAccounts } from './page-state.js';
import { upcomingInvoices } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

export function MonthlyDetailsPage() {
  const t = useTexts();
  const state = useAccountViews();
  return (
    <div className="iv-page">
      <h1>{t('route.appMonthlyDetails.title')}</h1>
      <p className="iv-lead">{t('page.monthlyDetails.intro')}</p>
      <WithAccounts
        state={state}
        ready={(views) => {
          const monthly = views.filter((view) => view.account.type === 'monthly');
          const current = upcomingInvoices(monthly);
          if (monthly.length === 0)
            return <p className="iv-empty">{t('page.monthlyDetails.none')}</p>;
          if (current.length === 0)
            return <p className="iv-empty">{t('page.account.noCurrent')}</p>;
          return current.map((item) => (
            <InvoiceDetail key={item.invoice.invoicePath} item={item} />
          ));
        }}
      />
      <AccountTerms type="monthly" />
    </div>
  );
}
