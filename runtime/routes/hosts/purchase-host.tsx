/**
 * One purchase (spec 2 app/purchases/{brand}/{id}), read with getOrderPayment, with the payment
 * flows over it (shared/flows): drawn by the purchase page and by each of its step pages, so a
 * step's address shows the purchase with the step open. An id the provider does not know answers
 * 404, and the page shows the not-found page (spec 8).
 */
import { lazy, useMemo } from 'react';
import { useParams } from 'react-router';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { isBrandSlug, type BrandSlug } from '../../../generated/brands.js';
import type { Order } from '../../../generated/entities/types.js';
import { purchaseBrand, type PurchaseBrand } from '../../features/purchases/brand.js';
import { purchasePayable } from '../../features/purchases/payable.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { PurchaseView } from '../../features/purchases/purchase-view.js';
import { useOrder } from '../../features/purchases/use-order.js';
import { stepComponents } from './step-registry.js';
import { FlowSteps, type StepRegistry } from '../../shared/flows/flow-steps.js';
import '../../features/purchases/purchases.css';
import { ErrorPage } from '../../shared/shell/error-page.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';

/** The steps over a purchase: every flow's, and the start step offering the purchase's actions. */
const purchaseSteps: StepRegistry = {
  ...stepComponents,
  start: lazy(() => import('./purchase-start-step.js')),
};

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
  return shownBrand ? <WithFlows order={order} brand={shownBrand} slug={brand} /> : null;
}

function WithFlows({
  order,
  brand,
  slug,
}: {
  order: Order;
  brand: PurchaseBrand;
  slug: BrandSlug;
}) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const host = useMemo(
    () => ({ kind: 'purchase' as const, brand: slug, id: order.orderID }),
    [slug, order.orderID],
  );
  const label = t('flow.pay.label.purchase', { id: order.orderID, brand: brand.name });
  const payable = useMemo(
    () => purchasePayable(order, host, label, country, terms),
    [order, host, label, country, terms],
  );
  const subject = useMemo(() => ({ kind: 'purchase' as const, order }), [order]);
  return (
    <>
      <PurchaseView order={order} brand={brand} />
      <FlowSteps host={host} payable={payable} subject={subject} steps={purchaseSteps} />
    </>
  );
}

export function PurchaseHost() {
  const { brand, id } = useParams();
  if (!isBrandSlug(brand) || !id) return <ErrorPage status={404} documentTitle />;
  return <Purchase brand={brand} id={id} />;
}
