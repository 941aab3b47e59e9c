/** A brand's insurance application (spec 2 app/ppi/{brand}; flow insurance). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { ApplyPage } from '../../features/insurance/apply-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPpiBrand.title');

export default function AppPpiBrand() {
  const { brand } = useParams();
  // The brand has passed the route's rule before the page loads (runtime/shared/routing/params.ts).
  return isBrandSlug(brand) ? <ApplyPage brand={brand} /> : null;
}
