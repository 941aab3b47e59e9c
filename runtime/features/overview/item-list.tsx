/**
 * A list of purchases and invoices (overview rows): what it is and where it opens, its state in
 * words, its amount and due date in the country's formats. Headings carry the level the page
 * needs, so each list fits under its section heading.
 */
import { Link } from 'react-router';
import { codeMessageId } from '../../../generated/codes/lookup.js';
import {
  invoiceTypeCodes,
  invoiceTypeFallback,
} from '../../../generated/codes/tables/invoice-type.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { StateLabel } from '../../shared/ui/purchase-state-label.js';
import type { OverviewItem } from './items.js';

export function useItemTitle(): (item: OverviewItem) => string {
  const t = useTexts();
  const format = useAppFormat();
  return (item) =>
    item.kind === 'purchase'
      ? t('page.overview.purchase', { id: item.orderId ?? '', brand: item.brandName })
      : t('page.overview.invoice', {
          type: t(codeMessageId(invoiceTypeCodes, item.invoiceType ?? invoiceTypeFallback)),
          brand: item.brandName,
          date: format.date(item.date),
        });
}

export function ItemList({
  items,
  empty,
  heading = 'h3',
}: {
  items: readonly OverviewItem[];
  /** Said when the list is empty. */
  empty: string;
  heading?: 'h2' | 'h3';
}) {
  const t = useTexts();
  const { country } = useCountry();
  const format = useAppFormat();
  const title = useItemTitle();
  if (items.length === 0) return <p className="ov-empty">{empty}</p>;
  const Heading = heading;
  return (
    <ul className="ov-list">
      {items.map((item) => (
        <li key={item.key} className="ov-item" data-kind={item.kind}>
          <Heading className="ov-item-title">
            {item.to ? (
              <Link to={href(country, item.to.route, item.to.params)}>{title(item)}</Link>
            ) : (
              title(item)
            )}
          </Heading>
          <StateLabel shown={item} />
          <dl className="ov-facts">
            <div>
              <dt>{t('common.amount')}</dt>
              <dd>{format.money(item.amount)}</dd>
            </div>
            <div>
              <dt>{t('common.dueDate')}</dt>
              <dd>{item.dueDate ? format.date(item.dueDate) : t('page.overview.notInvoiced')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
