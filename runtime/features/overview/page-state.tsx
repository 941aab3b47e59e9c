/**
 * The overview pages' frame around their data: the title, the lead, and while the payments data
 * loads a status line. A failed read raises the error page in the app layout (spec 4).
 */
import type { ReactNode } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import type { PaymentsOverview } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { localToday, type DeriveContext } from '../../shared/domain/invoice-derive.js';
import { usePayments } from '../../shared/api/payments.js';
import './overview.css';

export function OverviewPage({
  titleId,
  lead,
  children,
}: {
  titleId: MessageId;
  lead?: ReactNode;
  /**
   * Drawn once the payments data is there (empty lists when a 404 answered: spec 4), with the
   * country and today's date the invoices are derived for.
   */
  children: (data: PaymentsOverview | undefined, context: DeriveContext) => ReactNode;
}) {
  const t = useTexts();
  const { country } = useCountry();
  const payments = usePayments();
  return (
    <div className="ov-page">
      <h1>{t(titleId)}</h1>
      {lead && <p className="ov-lead">{lead}</p>}
      {payments.isPending ? (
        <p role="status" className="ov-status">
          {t('common.loading')}
        </p>
      ) : (
        children(payments.data, { country, today: localToday() })
      )}
    </div>
  );
}
