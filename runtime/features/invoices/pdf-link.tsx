/**
 * A link that downloads an invoice as PDF (pdf.ts). The link's name says it is a PDF, so a
 * screen-reader user knows before opening it; `type` tells the browser too.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { invoicePdfPath } from './pdf.js';

export function InvoicePdfLink({
  brand,
  accountNumber,
  invoiceDate,
}: {
  brand: BrandSlug;
  accountNumber: string;
  invoiceDate: string;
}) {
  const t = useTexts();
  const { country } = useCountry();
  const f = useAppFormat();
  return (
    <a
      className="iv-pdf"
      href={invoicePdfPath(brand, country, accountNumber, invoiceDate)}
      type="application/pdf"
      download
    >
      {t('page.invoices.pdf', { date: f.date(invoiceDate) })}
    </a>
  );
}
