/**
 * The products of a purchase, sorted by SKU descending (core §3), each with its image from the
 * image service, name, SKU, quantities and what the line costs now. The image is decorative (the
 * name is next to it), so its alt text is empty; one that fails to load is hidden.
 */
import type { OrderLine } from '../../../generated/entities/types.js';
import { useTexts } from '../../i18n/texts.js';
import { sortOrderLines } from '../rules/order-lines.js';
import { productImage } from '../rules/product-image.js';
import type { AppFormat } from './format.js';

const IMAGE_SIZE = 64;

export function OrderLinesView({
  brand,
  lines,
  format,
}: {
  brand: string;
  lines: readonly OrderLine[];
  format: AppFormat;
}) {
  const t = useTexts();
  return (
    <ul className="pu-lines">
      {sortOrderLines(lines).map((line, index) => {
        const image = productImage(brand, line, IMAGE_SIZE);
        const counts = [
          t('page.purchases.detail.ordered', { count: line.orderedQuantity }),
          line.invoicedQuantity
            ? t('page.purchases.detail.invoiced', { count: line.invoicedQuantity })
            : null,
          line.returnedQuantity
            ? t('page.purchases.detail.returnedCount', { count: line.returnedQuantity })
            : null,
          line.cancelledQuantity
            ? t('page.purchases.detail.cancelledCount', { count: line.cancelledQuantity })
            : null,
        ].filter((text): text is string => text !== null);
        return (
          <li key={`${line.SKU}-${index}`} className="pu-line" data-sku={line.SKU}>
            {image ? (
              <img
                className="pu-line-image"
                src={image.src}
                srcSet={image.srcSet}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                alt=""
                loading="lazy"
                onError={(event) => {
                  event.currentTarget.hidden = true;
                }}
              />
            ) : (
              <span className="pu-line-image" aria-hidden="true" />
            )}
            <div className="pu-line-text">
              <p className="pu-line-name">{line.productName}</p>
              <p className="pu-line-meta">
                {t('page.purchases.detail.sku', { sku: line.SKU })} · {counts.join(' · ')}
              </p>
            </div>
            <p className="pu-line-amount">{format.money(line.currentLineStatusAmount)}</p>
          </li>
        );
      })}
    </ul>
  );
}
