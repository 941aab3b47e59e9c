/** Spec 2 app-payment-history: see runtime/app/overview/payment-history-view.tsx. */
import type { MetaFunction } from 'react-router';
import { PaymentHistoryView } from '../app/overview/payment-history-view.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPaymentHistory.title');

export default function AppPaymentHistory() {
  return <PaymentHistoryView />;
}
