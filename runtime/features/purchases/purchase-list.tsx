/**
 * The purchases, newest first: each with its brand, purchase date, amount, display state and
 * due date (issue 6), linking to the purchase page. The amount is the figure every screen shows
 * (rules/shown-amount.ts), named for what it is: to pay, paused, or the purchase's value.
 */
import { Link } from 'react-router';
import type { Order } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { orderDisplayState } from '../../shared/domain/display-state.js';
import { purchaseFigure } from '../../shared/domain/shown-amount.js';
import { purchaseBrand } from './brand.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { StateLabel } from '../../shared/ui/purchase-state-label.js';
import { figureLabel } from './figure-label.js';

/** Newest purchase first; the same day by purchase number, highest first. */
export function newestFirst(orders: readonly Order[]): Order[] {
  const key = (o: Order) => `${o.orderDate.slice(0, 10)} ${o.orderID}`;
  return [...orders].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export function PurchaseList({ orders }: { orders: readonly Order[] }) {
  const t = useTexts();
  const { country } = useCountry();
  const format = useAppFormat();
  if (orders.length === 0) return <p>{t('page.purchases.list.empty')}</p>;
  return (
    <ul className="pu-list">
      {newestFirst(orders).map((order) => {
        const brand = purchaseBrand(order.brand);
        const shown = orderDisplayState(order);
        const name = brand?.name ?? order.brand;
        const figure = purchaseFigure(order, shown?.state);
        return (
          <li key={`${order.brand}/${order.orderID}`} className="pu-item">
            <h2 className="pu-item-title">
              {brand ? (
                <Link
                  to={href(country, 'app-purchases-brand-id', {
                    brand: brand.slug,
                    id: order.orderID,
                  })}
                >
                  {t('page.purchases.item.link', { id: order.orderID, brand: name })}
                </Link>
              ) : (
                t('page.purchases.item.link', { id: order.orderID, brand: name })
              )}
            </h2>
            {shown && <StateLabel shown={shown} />}
            <dl className="pu-facts">
              <div>
                <dt>{t('page.purchases.item.orderDate')}</dt>
                <dd>{format.date(order.orderDate)}</dd>
              </div>
              <div>
                <dt>{t(figureLabel[figure.kind])}</dt>
                <dd>{format.money(figure.amount)}</dd>
              </div>
              <div>
                <dt>{t('common.dueDate')}</dt>
                <dd>
                  {order.dueDate
                    ? format.date(order.dueDate)
                    : t('page.purchases.item.notInvoiced')}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
