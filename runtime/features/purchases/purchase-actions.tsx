/**
 * What the customer can do with the purchase (core §4 Rules), or why there is nothing to do:
 * debt collection shows the warning and no payment (core §4, §8); a refund or a provider block
 * says so in plain words.
 */
import { Link } from 'react-router';
import type { Order } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href, hrefOf } from '../../shared/routing/href.js';
import { useOpensBuiltStep } from '../../shared/flows/built-steps.js';
import { canPay, payBlock } from '../../shared/domain/can-pay.js';
import type { ShownState } from '../../shared/domain/display-state.js';
import { purchaseActions } from './actions.js';
import type { PurchaseBrand } from './brand.js';

export function DebtCollectionWarning() {
  const t = useTexts();
  return (
    <section className="pu-warning" aria-labelledby="pu-debt-title" data-testid="debt-collection">
      <h2 id="pu-debt-title">{t('page.purchases.debtCollection.title')}</h2>
      <p>{t('error.debtCollection')}</p>
    </section>
  );
}

export function PurchaseActions({
  order,
  shown,
  brand,
}: {
  order: Order;
  shown: ShownState;
  brand: PurchaseBrand;
}) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const opens = useOpensBuiltStep(country);
  const block = payBlock(order);
  if (block === 'debtCollection') return <DebtCollectionWarning />;
  const actions = purchaseActions({
    order,
    state: shown.state,
    canPay: canPay(order),
    country,
    terms,
  }).filter((action) => opens(action.route, action.hash, action.flow));
  const params = { brand: brand.slug, id: order.orderID };
  return (
    <section className="pu-actions" aria-labelledby="pu-actions-title">
      <h2 id="pu-actions-title">{t('page.purchases.detail.actions')}</h2>
      {actions.length > 0 ? (
        <ul>
          {actions.map((action) => (
            <li key={action.id}>
              <Link
                className={action.id === 'pay' ? 'pu-action pu-action-primary' : 'pu-action'}
                to={`${hrefOf(country, action.route, { ...params, ...(action.flow ? { flow: action.flow } : {}) }) ?? href(country, action.route, params)}${action.hash}`}
                data-action={action.id}
              >
                {t(`page.purchases.action.${action.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : block === 'refund' ? (
        <p>
          {t('page.purchases.block.refund')}
          {order.refundStatus ? ` ${t(`code.refundStatus.${order.refundStatus}`)}.` : ''}
        </p>
      ) : block === 'blocked' ? (
        <p>{t('page.purchases.block.blocked')}</p>
      ) : shown.state === 'paused' ? (
        // Paused is not "nothing to pay": the amount waits for the return (issue 11).
        <p>{t('page.purchases.pausedForReturn')}</p>
      ) : (
        <p>{t('page.purchases.nothingToPay')}</p>
      )}
    </section>
  );
}
