/**
 * "Compare before committing" on a due purchase's page (issue 14): one table of what each option
 * the purchase offers would cost in total (compare.ts), loaded after the page (its own chunk),
 * so the purchase page's first load does not grow. A figure no one gave us reads "not known in
 * advance"; the konto row's figures are the country's example, said to be one.
 */
import type { Order } from '../../../generated/entities/types.js';
import { canPay } from '../../shared/domain/can-pay.js';
import type { ShownState } from '../../shared/domain/display-state.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { purchaseActions } from './actions.js';
import { compareRows, type CompareRow } from './compare.js';

/** Fewer rows than this compare nothing. */
const MIN_ROWS = 2;

export default function CompareOptions({ order, shown }: { order: Order; shown: ShownState }) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const offered = purchaseActions({
    order,
    state: shown.state,
    canPay: canPay(order),
    country,
    terms,
  }).map((action) => action.id);
  const rows = compareRows(order, offered, terms);
  if (rows.length < MIN_ROWS) return null;
  return (
    <section className="pu-compare" aria-labelledby="pu-compare-title" data-testid="compare">
      <h2 id="pu-compare-title">{t('page.purchases.compare.title')}</h2>
      <p>{t('page.purchases.compare.intro')}</p>
      <table className="pu-table pu-compare-table">
        <thead>
          <tr>
            <th scope="col">{t('page.purchases.compare.option')}</th>
            <th scope="col">{t('page.purchases.compare.extra')}</th>
            <th scope="col">{t('page.purchases.compare.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={rowKey(row)} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function rowKey(row: CompareRow): string {
  if (row.kind === 'snooze') return `snooze-${row.days}`;
  if (row.kind === 'split') return `split-${row.months}`;
  return row.kind;
}

function Row({ row }: { row: CompareRow }) {
  const t = useTexts();
  const f = useAppFormat();
  const p = useFormat();
  const unknown = t('page.purchases.compare.unknown');
  const [name, detail] = describe(row);
  const figures =
    row.kind === 'moveToKonto' ? [unknown, unknown] : [f.money(row.extra), f.money(row.total)];
  return (
    <tr data-option={rowKey(row)}>
      <th scope="row">
        {name}
        {detail && <span className="pu-detail">{detail}</span>}
      </th>
      {figures.map((figure, index) => (
        // An amount stays on one line; "not known in advance" wraps on a phone.
        <td key={index} className={row.kind === 'moveToKonto' ? 'pu-figure-unknown' : 'pu-figure'}>
          {figure}
        </td>
      ))}
    </tr>
  );

  function describe(r: CompareRow): [string, string | null] {
    switch (r.kind) {
      case 'payNow':
        return [t('page.purchases.compare.payNow'), null];
      case 'snooze':
        return [
          t('page.purchases.compare.snooze', { days: r.days }),
          r.dueDate ? t('page.purchases.compare.snoozeDetail', { date: f.date(r.dueDate) }) : null,
        ];
      case 'split':
        return [
          t('page.purchases.compare.split', { months: r.months }),
          t('page.purchases.compare.splitDetail', { monthly: f.money(r.monthly) }),
        ];
      case 'moveToKonto':
        return [
          t('page.purchases.compare.moveToKonto'),
          r.example && r.effectiveRate !== null
            ? t('page.purchases.compare.kontoExample', {
                amount: f.money(r.example.amount),
                months: r.example.months,
                total: f.money(r.example.total),
                rate: p.percent(r.effectiveRate),
              })
            : r.effectiveRate !== null
              ? t('page.purchases.compare.kontoRate', { rate: p.percent(r.effectiveRate) })
              : t('page.purchases.compare.kontoUnknown'),
        ];
    }
  }
}
