/**
 * Links between all purchases and the purchases of one brand (app/purchases and
 * app/purchases/{brand}); only brands the customer has purchases from are offered.
 */
import { Link } from 'react-router';
import { brandSlugs, type BrandSlug } from '../../../generated/brands.js';
import type { Order } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { purchaseBrand } from './brand.js';

export function brandsOf(orders: readonly Order[]): { slug: BrandSlug; name: string }[] {
  const found = new Map<BrandSlug, string>();
  for (const order of orders) {
    const brand = purchaseBrand(order.brand);
    if (brand) found.set(brand.slug, brand.name);
  }
  // In the brand table's order: the own brand first, then the partners.
  return brandSlugs.flatMap((slug) => {
    const name = found.get(slug);
    return name ? [{ slug, name }] : [];
  });
}

export function BrandFilter({
  orders,
  current,
}: {
  orders: readonly Order[];
  current: BrandSlug | null;
}) {
  const t = useTexts();
  const { country } = useCountry();
  const brands = brandsOf(orders);
  if (brands.length < 2 && current === null) return null;
  return (
    <nav className="pu-filter" aria-label={t('page.purchases.list.filter')}>
      <ul>
        <li>
          <Link
            to={href(country, 'app-purchases')}
            aria-current={current === null ? 'page' : undefined}
          >
            {t('page.purchases.list.all')}
          </Link>
        </li>
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Link
              to={href(country, 'app-purchases-brand', { brand: brand.slug })}
              aria-current={current === brand.slug ? 'page' : undefined}
            >
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
