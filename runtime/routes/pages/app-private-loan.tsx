/**
 * The logged-in customer's private loan (spec 000 1 "see a private loan offer"; the menu's
 * private-loan entry leads here, and the public page's way to apply): the offer, priced by the
 * credit partner, and the application. Denmark's page says the loan is not offered there.
 */
import type { MetaFunction } from 'react-router';
import { PrivateLoanOfferPage } from '../../features/loan/offer-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPrivateLoan.title');

export default function AppPrivateLoan() {
  return <PrivateLoanOfferPage />;
}
