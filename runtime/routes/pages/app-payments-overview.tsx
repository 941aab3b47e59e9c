/** Payments overview (spec 2): to pay, scheduled, processing, upcoming and history. */
import type { MetaFunction } from 'react-router';
import { PaymentsOverviewView } from '../../features/overview/payments-overview-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPaymentsOverview.title');

export default function AppPaymentsOverview() {
  return <PaymentsOverviewView />;
}
