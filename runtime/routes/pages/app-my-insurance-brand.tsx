/** My insurance at a brand (spec 2 app/my-insurance/{brand}; the account page's link). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { MyInsurancePage } from '../../features/insurance/my-insurance-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appMyInsuranceBrand.title');

export default function AppMyInsuranceBrand() {
  const { brand } = useParams();
  return isBrandSlug(brand) ? <MyInsurancePage brand={brand} /> : null;
}
