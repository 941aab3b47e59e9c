/** Payment and refund times and the due-date postponement, from the country terms. */
import { useTexts } from '../../shared/i18n/texts.js';
import { dayRange, type DaySpan } from '../../shared/i18n/public-format.js';
import type { PaymentOptionsSlice } from '../../shared/terms/payment-options-slice.js';

const timingValues = (span: DaySpan) => ({
  range: dayRange(span),
  max: span.maxDays,
  kind: span.dayKind,
});

/** Shared by payment options and customer service. */
export function GoodToKnow({
  data,
  headingLevel = 2,
}: {
  data: Pick<PaymentOptionsSlice, 'timings' | 'snoozeDays'>;
  headingLevel?: 2 | 3;
}) {
  const t = useTexts();
  const { paymentDebited, bankPaymentVisible, refund } = data.timings;
  const snooze = data.snoozeDays;
  const items: string[] = [
    ...(paymentDebited
      ? [t('page.paymentOptions.timing.paymentDebited', timingValues(paymentDebited))]
      : []),
    ...(bankPaymentVisible
      ? [t('page.paymentOptions.timing.bankPaymentVisible', timingValues(bankPaymentVisible))]
      : []),
    ...(refund ? [t('page.paymentOptions.timing.refund', timingValues(refund))] : []),
    ...(snooze && snooze.length > 0
      ? [
          t('page.paymentOptions.timing.snooze', {
            days: new Intl.ListFormat(t.languageTag, { type: 'disjunction' }).format(
              snooze.map(String),
            ),
          }),
        ]
      : []),
  ];
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="po-good-to-know">
      <Heading id="po-good-to-know">{t('page.paymentOptions.goodToKnow.title')}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
