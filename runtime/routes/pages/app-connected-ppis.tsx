/** The customer's insurances (spec 2 app/connected-ppis; the menu's link with several). */
import type { MetaFunction } from 'react-router';
import { ConnectedPage } from '../../features/insurance/connected-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appConnectedPpis.title');

export default function AppConnectedPpis() {
  return <ConnectedPage />;
}
