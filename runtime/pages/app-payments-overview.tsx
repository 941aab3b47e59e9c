/** Spec 2 app-payments-overview: see runtime/app/overview/payments-overview-view.tsx. */
import type { MetaFunction } from 'react-router';
import { PaymentsOverviewView } from '../app/overview/payments-overview-view.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPaymentsOverview.title');

export default function AppPaymentsOverview() {
  return <PaymentsOverviewView />;
}
