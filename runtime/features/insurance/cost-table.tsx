/**
 * What the insurance cost month by month (getInsurance monthlyCostHistory, newest first), with
 * the insurance invoice of a month as PDF where the month had one (downloadInvoicePdf PPI_INVOICE).
 */
import { downloadInvoicePdfPath } from '../../../generated/api/calls/downloadInvoicePdf.js';
import { companyId, type BrandSlug } from '../../../generated/brands.js';
import type { Insurance } from '../../../generated/entities/types.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';

export function CostTable({
  brand,
  insurance,
  months,
  withInvoices = false,
}: {
  brand: BrandSlug;
  insurance: Insurance;
  /** How many months to show, newest first; all when absent. */
  months?: number;
  withInvoices?: boolean;
}) {
  const t = useTexts();
  const f = useAppFormat();
  const { country } = useCountry();
  const rows = insurance.monthlyCostHistory.slice(0, months);
  const account = insurance.coveredAccount?.accountNumber;
  if (rows.length === 0) return <p>{t('page.ppi.myInsurance.costHistory.empty')}</p>;
  return (
    <table className="in-table" data-testid="ppi-costs">
      <caption className="visually-hidden">{t('page.ppi.myInsurance.costHistory.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.ppi.myInsurance.costHistory.month')}</th>
          <th scope="col">{t('page.ppi.myInsurance.costHistory.amount')}</th>
          {withInvoices && <th scope="col">{t('page.ppi.app.invoice')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{f.date(`${row.month}-01`, 'monthYear')}</th>
            <td>{f.money(row.amount)}</td>
            {withInvoices && (
              <td>
                {row.invoiceDate && account ? (
                  <a
                    href={downloadInvoicePdfPath({
                      type: 'PPI_INVOICE',
                      brand,
                      company: companyId(brand, country),
                      accountNumber: account,
                      invoiceDate: row.invoiceDate,
                    })}
                    type="application/pdf"
                    download
                    data-testid="ppi-invoice-pdf"
                  >
                    {t('page.ppi.app.invoicePdf', { date: f.date(row.invoiceDate) })}
                  </a>
                ) : (
                  t('page.ppi.app.noInvoice')
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
