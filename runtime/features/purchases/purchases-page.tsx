/**
 * All purchases (app/purchases) or one brand's (app/purchases/{brand}), from the payments data
 * (getPayments), with links between the brands.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { usePayments } from '../../shared/api/payments.js';
import { purchaseBrand } from './brand.js';
import { BrandFilter } from './brand-filter.js';
import { CustomerServiceOption } from '../../shared/ui/customer-service-option.js';
import { LoadFailed, Loading } from '../../shared/ui/payments-state.js';
import { PurchaseList } from './purchase-list.js';
import './purchases.css';

export function PurchasesPage({ brand }: { brand: BrandSlug | null }) {
  const t = useTexts();
  const payments = usePayments();
  const orders = payments.data?.orders ?? [];
  const shown = brand ? orders.filter((o) => purchaseBrand(o.brand)?.slug === brand) : orders;
  const brandName = brand ? (purchaseBrand(brand)?.name ?? brand) : null;
  return (
    <div className="pu-page">
      <h1>{t(brand ? 'route.appPurchasesBrand.title' : 'route.appPurchases.title')}</h1>
      <p className="pu-lead">
        {brandName
          ? t('page.purchases.list.brandIntro', { brand: brandName })
          : t('page.purchases.list.intro')}
      </p>
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <LoadFailed />
      ) : (
        <>
          <BrandFilter orders={orders} current={brand} />
          <PurchaseList orders={shown} />
        </>
      )}
      <CustomerServiceOption
        route={brand ? 'app-purchases-brand' : 'app-purchases'}
        question="page.purchases.helpList"
      />
    </div>
  );
}
