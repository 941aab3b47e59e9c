/**
 * The products of a purchase, sorted by SKU descending (core §3), each with its image from the
 * image service, name, SKU, quantities and what the line costs now. The image is decorative (the
 * name is next to it), so its alt text is empty. Without an image (no id, the service not known
 * yet, or an image the service does not have) a neutral box of the same size keeps the line's
 * shape, never a broken-image gap.
 */
import { useState } from 'react';
import type { OrderLine } from '../../../generated/entities/types.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { sortOrderLines } from '../../shared/domain/order-lines.js';
import { productImage } from '../../shared/domain/product-image.js';
import type { AppFormat } from '../../shared/i18n/app-format.js';
import { useImageOrigin } from './image-origin.js';

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
  const origin = useImageOrigin();
  return (
    <ul className="pu-lines">
      {sortOrderLines(lines).map((line, index) => {
        const image = origin ? productImage(brand, line, IMAGE_SIZE, origin) : null;
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
            <ProductImage image={image} />
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

function ProductImage({ image }: { image: { src: string; srcSet: string } | null }) {
  // Which address failed: a new address (another origin, another line) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image.src) {
    return <span className="pu-line-image pu-line-image-placeholder" aria-hidden="true" />;
  }
  return (
    <img
      className="pu-line-image"
      src={image.src}
      srcSet={image.srcSet}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      alt=""
      loading="lazy"
      onError={() => setFailed(image.src)}
    />
  );
}
