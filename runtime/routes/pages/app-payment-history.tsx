/** Payment history (spec 2): paid purchases and past invoices, newest first. */
import type { MetaFunction } from 'react-router';
import { PaymentHistoryView } from '../../features/overview/payment-history-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPaymentHistory.title');

export default function AppPaymentHistory() {
  return <PaymentHistoryView />;
}
