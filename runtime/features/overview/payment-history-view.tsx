/** Payment history (spec 2 app/payment-history): every paid purchase and past invoice, newest first. */
import { useTexts } from '../../shared/i18n/texts.js';
import { ItemList } from './item-list.js';
import { OverviewPage } from './page-state.js';
import { overviewSections } from './sections.js';

export function PaymentHistoryView() {
  const t = useTexts();
  return (
    <OverviewPage titleId="route.appPaymentHistory.title" lead={t('page.paymentHistory.intro')}>
      {(data, context) => (
        <ItemList
          items={overviewSections(data, context).history}
          empty={t('page.paymentHistory.empty')}
          heading="h2"
        />
      )}
    </OverviewPage>
  );
}
