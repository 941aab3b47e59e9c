/** Apply for the insurance (spec 2 app/ppi): the customer's kontos, each to its application. */
import type { MetaFunction } from 'react-router';
import { ApplyListPage } from '../../features/insurance/apply-list-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPpi.title');

export default function AppPpi() {
  return <ApplyListPage />;
}
