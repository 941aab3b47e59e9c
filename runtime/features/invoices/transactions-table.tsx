/**
 * The lines of an invoice (core §3 transactions), sorted by presentation order, description and
 * signed amount (rules/transactions.ts): each line's type and its text as printed on the invoice,
 * the purchase it belongs to, and its amount with money in the customer's favour as a minus.
 */
import type { Transaction } from '../../../generated/entities/types.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { shownTransactions } from '../../shared/domain/transactions.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';

export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  const t = useTexts();
  const f = useAppFormat();
  if (transactions.length === 0) return <p>{t('page.invoices.transactions.empty')}</p>;
  return (
    <table className="iv-lines">
      <caption>{t('page.invoices.transactions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.invoices.transactions.description')}</th>
          <th scope="col" className="iv-num">
            {t('common.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shownTransactions(transactions).map(({ transaction, amount, type }, i) => (
          <tr key={i}>
            <th scope="row">
              {type !== undefined && (
                <span className="iv-line-type">{t(`code.transactionType.${type}`)}</span>
              )}
              <span>{transaction.transactionDescription}</span>
              {transaction.orderNumber && (
                <span className="iv-line-order">
                  {t('page.invoices.transactions.order', { id: transaction.orderNumber })}
                </span>
              )}
            </th>
            <td className="iv-num">{f.money(amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
