/**
 * One purchase (app/purchases/{brand}/{id}): its state, what the customer can do, the order
 * lines, the amounts, the credit invoice and the money credited to it (issue 6).
 */
import { lazy, Suspense } from 'react';
import { codeMessageId } from '../../../generated/codes/lookup.js';
import { orderPaymentMethod } from '../../../generated/codes/payment-method.js';
import { orderTypeCodes } from '../../../generated/codes/tables/order-type.js';
import type { Order } from '../../../generated/entities/types.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { orderDisplayState } from '../../shared/domain/display-state.js';
import { purchaseFigure } from '../../shared/domain/shown-amount.js';
import { purchaseAmounts } from './amounts.js';
import type { PurchaseBrand } from './brand.js';
import { CustomerServiceOption } from '../../shared/ui/customer-service-option.js';
import { figureLabel } from './figure-label.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { OrderLinesView } from './order-lines-view.js';
import { PurchaseActions } from './purchase-actions.js';
import { StateLabel } from '../../shared/ui/purchase-state-label.js';

// Its own chunk, loaded after the page: the purchase page's first load does not carry it.
const CompareOptions = lazy(() => import('./compare-options.js'));

/** The display states in which a purchase's options are compared: it is due. */
const COMPARED = ['due', 'overdue'];

export function PurchaseView({ order, brand }: { order: Order; brand: PurchaseBrand }) {
  const t = useTexts();
  const format = useAppFormat();
  const shown = orderDisplayState(order);
  const typeText = codeMessageId(orderTypeCodes, orderPaymentMethod(order));
  const credits = order.creditTransactions ?? [];
  const figure = purchaseFigure(order, shown?.state);
  return (
    <div className="pu-page pu-purchase">
      <h1>{t('page.purchases.detail.heading', { id: order.orderID, brand: brand.name })}</h1>
      <dl className="pu-facts pu-summary">
        <div>
          <dt>{t('page.purchases.detail.state')}</dt>
          <dd>{shown ? <StateLabel shown={shown} /> : null}</dd>
        </div>
        {typeText && (
          <div>
            <dt>{t('page.purchases.detail.paymentType')}</dt>
            <dd>{t(typeText)}</dd>
          </div>
        )}
        <div>
          <dt>{t('page.purchases.item.orderDate')}</dt>
          <dd>{format.date(order.orderDate)}</dd>
        </div>
        <div>
          <dt>{t('common.dueDate')}</dt>
          <dd>
            {order.dueDate ? format.date(order.dueDate) : t('page.purchases.item.notInvoiced')}
          </dd>
        </div>
        <div>
          <dt>{t(figureLabel[figure.kind])}</dt>
          <dd>{format.money(figure.amount)}</dd>
        </div>
      </dl>
      {order.ifspMonths !== undefined && (
        <p>{t('page.purchases.detail.split', { months: order.ifspMonths })}</p>
      )}
      {order.scheduled && shown?.state === 'scheduled' && (
        <p>{t('page.purchases.detail.scheduled')}</p>
      )}
      {order.cancelReason && (
        <p>{t('page.purchases.detail.cancelReason', { reason: order.cancelReason })}</p>
      )}
      {shown && <PurchaseActions order={order} shown={shown} brand={brand} />}
      {shown && COMPARED.includes(shown.state) && (
        <Suspense fallback={null}>
          <CompareOptions order={order} shown={shown} />
        </Suspense>
      )}

      <section aria-labelledby="pu-lines-title">
        <h2 id="pu-lines-title">{t('page.purchases.detail.lines')}</h2>
        <OrderLinesView brand={order.brand} lines={order.orderlines} format={format} />
      </section>

      <section aria-labelledby="pu-amounts-title">
        <h2 id="pu-amounts-title">{t('page.purchases.detail.amounts')}</h2>
        <dl className="pu-amounts">
          {purchaseAmounts(order, shown?.state).map((row) => (
            <div key={row.id} data-amount={row.id}>
              <dt>{t(`page.purchases.amount.${row.id}`)}</dt>
              <dd>{format.money(row.amount)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {order.creditInvoice && (
        <section aria-labelledby="pu-credit-title">
          <h2 id="pu-credit-title">{t('page.purchases.detail.credit')}</h2>
          <dl className="pu-facts">
            <div>
              <dt>{t('page.purchases.detail.creditId')}</dt>
              <dd>{order.creditInvoice.creditId}</dd>
            </div>
            <div>
              <dt>{t('page.purchases.detail.creditPaid')}</dt>
              <dd>{format.money(order.creditInvoice.paidAmount)}</dd>
            </div>
          </dl>
        </section>
      )}

      {credits.length > 0 && (
        <section aria-labelledby="pu-transactions-title">
          <h2 id="pu-transactions-title">{t('page.purchases.detail.transactions')}</h2>
          <table className="pu-table">
            <thead>
              <tr>
                <th scope="col">{t('page.purchases.detail.transactionType')}</th>
                <th scope="col">{t('common.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {credits.map((credit, index) => (
                <tr key={index}>
                  <td>{t(`code.transactionType.${credit.transactionType}`)}</td>
                  <td>
                    {format.money(
                      credit.sign === '-' ? -credit.transactionAmount : credit.transactionAmount,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {order.orderLink && (
        <p>
          <a href={order.orderLink} target="_blank" rel="noreferrer">
            {t('page.purchases.detail.orderLink', { brand: brand.name })}
            <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
          </a>
        </p>
      )}
      <CustomerServiceOption route="app-purchases-brand-id" question="page.purchases.help" />
    </div>
  );
}
