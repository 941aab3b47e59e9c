/**
 * One purchase (spec 2 app/purchases/{brand}/{id}), read with getOrderPayment. An id the
 * provider does not know answers 404, and the page shows the not-found page (spec 8).
 */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { isBrandSlug, type BrandSlug } from '../../../generated/brands.js';
import { purchaseBrand } from '../../features/purchases/brand.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { PurchaseView } from '../../features/purchases/purchase-view.js';
import { useOrder } from '../../features/purchases/use-order.js';
import '../../features/purchases/purchases.css';
import { ErrorPage } from '../../shared/shell/error-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandId.title');

function Purchase({ brand, id }: { brand: BrandSlug; id: string }) {
  const query = useOrder(brand, id);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return isApiProblemError(query.error) && query.error.status === 404 ? (
      <ErrorPage status={404} documentTitle />
    ) : (
      <LoadFailed />
    );
  }
  const { order } = query.data;
  const shownBrand = purchaseBrand(order.brand) ?? purchaseBrand(brand);
  return shownBrand ? <PurchaseView order={order} brand={shownBrand} /> : null;
}

export default function AppPurchasesBrandId() {
  const { brand, id } = useParams();
  if (!isBrandSlug(brand) || !id) return <ErrorPage status={404} documentTitle />;
  return <Purchase brand={brand} id={id} />;
}
