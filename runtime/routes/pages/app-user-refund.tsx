/** The refund page (spec 2 app/user-refund; the menu's refund link and count lead here). */
import type { MetaFunction } from 'react-router';
import { RefundPage } from '../../features/refunds/refund-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appUserRefund.title');

export default function AppUserRefund() {
  return <RefundPage />;
}
