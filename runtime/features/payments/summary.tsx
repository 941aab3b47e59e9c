/**
 * The one plain summary before the customer confirms a payment (issue 13): what is paid, how
 * much, by which method, and when it is booked (the country's "debited within N working days",
 * countries/<cc>.yaml timings.paymentDebited).
 */
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { dayRange } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import type { Payable } from '../../shared/flows/flow-control.js';
import type { PaymentMethod } from './methods.js';

export function PaymentSummary({
  payable,
  amount,
  method,
}: {
  payable: Payable;
  amount: number;
  method: PaymentMethod;
}) {
  const t = useTexts();
  const f = useAppFormat();
  const { terms } = useCountry();
  const debited = terms.timings.paymentDebited;
  return (
    <dl className="flow-summary" data-testid="payment-summary">
      <dt>{t('flow.pay.summary.what')}</dt>
      <dd>{payable.label}</dd>
      <dt>{t('flow.pay.summary.amount')}</dt>
      <dd>{f.money(amount)}</dd>
      <dt>{t('flow.pay.summary.method')}</dt>
      <dd>{t(`flow.pay.method.${method}`)}</dd>
      <dt>{t('flow.pay.summary.when')}</dt>
      <dd>
        {debited.available
          ? t('flow.pay.summary.booked', {
              range: dayRange(debited),
              max: debited.maxDays,
              kind: debited.dayKind,
            })
          : t('flow.pay.summary.bookedSoon')}
      </dd>
    </dl>
  );
}
