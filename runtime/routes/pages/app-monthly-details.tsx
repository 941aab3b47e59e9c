/** What the monthly invoice holds and how it works (spec 2 app/monthly-details). */
import type { MetaFunction } from 'react-router';
import { MonthlyDetailsPage } from '../../features/invoices/monthly-details-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appMonthlyDetails.title');

export default function AppMonthlyDetails() {
  return <MonthlyDetailsPage />;
}
