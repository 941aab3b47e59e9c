/** The upcoming invoices of every account (spec 2 app/upcoming-invoice). */
import type { MetaFunction } from 'react-router';
import { UpcomingPage } from '../../features/invoices/upcoming-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appUpcomingInvoice.title');

export default function AppUpcomingInvoice() {
  return <UpcomingPage brand={null} />;
}
