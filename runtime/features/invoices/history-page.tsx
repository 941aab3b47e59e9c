/**
 * Invoice history (app/invoices/{brand}/invoice-history, app/upcoming-invoice/invoice-history and
 * app/upcoming-invoice/{brand}/invoice-history): the earlier invoices, all brands' or one's,
 * newest due date first, each with its state (paid for past invoices) and PDF on its page.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import type { MessageId } from '../../../generated/messages/index.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { CustomerServiceOption } from '../../shared/ui/customer-service-option.js';
import { InvoiceList } from './invoice-list.js';
import { WithAccounts } from './page-state.js';
import { accountsOfBrand, invoiceHistory } from './select.js';
import { useAccountViews } from './use-accounts.js';
import './invoices.css';

/**
 * `route` is the page's own route: the invoice routes' history offers the customer-service
 * option (ROUTES customerServiceOption), the upcoming invoice's does not.
 */
export function HistoryPage({
  brand,
  titleId,
  route,
}: {
  brand: BrandSlug | null;
  titleId: MessageId;
  route: RouteName;
}) {
  const t = useTexts();
  const state = useAccountViews();
  return (
    <div className="iv-page">
      <h1>{t(titleId)}</h1>
      <p className="iv-lead">
        {brand
          ? t('page.invoices.history.brandIntro', { brand: brandName(brand) })
          : t('page.invoices.history.intro')}
      </p>
      <WithAccounts
        state={state}
        ready={(views) => (
          <InvoiceList
            items={invoiceHistory(brand ? accountsOfBrand(views, brand) : views)}
            empty={t('page.invoices.history.empty')}
          />
        )}
      />
      <CustomerServiceOption route={route} question="page.invoices.helpList" />
    </div>
  );
}
