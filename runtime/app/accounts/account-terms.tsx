/**
 * The terms of the customer's account in their country (country document §9): for a konto its
 * interest, fees, longest plan and worked example (and Finland's account credit), for a monthly
 * account its invoice fee, when invoices are sent and that an unpaid one moves to konto. The
 * figures come from countries/<cc>.yaml through the slice the payment-options page shows, so
 * both pages say the same; what the spec does not give for a country is left out.
 */
import { useId } from 'react';
import { useTexts, type Texts } from '../../i18n/texts.js';
import { useCountry } from '../../i18n/country-context.js';
import { FactsTable, type Fact } from '../../public/facts-table.js';
import { useFormat, type PublicFormat } from '../../public/format.js';
import {
  paymentOptionsSlice,
  type ExampleValue,
  type FeeValue,
} from '../../public/payment-options-slice.js';

const perFee = (t: Texts, f: PublicFormat, fee: FeeValue) =>
  t('page.paymentOptions.per', { per: fee.per, amount: f.money(fee.amount) });

function Example({ example }: { example: ExampleValue | null }) {
  const t = useTexts();
  const f = useFormat();
  if (!example) return null;
  return (
    <p>
      {t('page.paymentOptions.example', {
        amount: f.money(example.amount),
        months: example.months,
        monthlyAmount: f.money(example.monthlyAmount),
        totalAmount: f.money(example.totalAmount),
      })}
    </p>
  );
}

export function AccountTerms({ type }: { type: 'konto' | 'monthly' }) {
  const t = useTexts();
  const headingId = useId();
  const { terms } = useCountry();
  const f = useFormat();
  const { konto, accountCredit, monthly } = paymentOptionsSlice(terms);
  if (type === 'monthly') {
    if (!monthly) return null;
    return (
      <section aria-labelledby={headingId} className="ac-terms">
        <h3 id={headingId}>{t('page.account.terms.monthly')}</h3>
        <p>{t('page.paymentOptions.monthly.body', { day: monthly.sentAroundDay })}</p>
        {konto && <p>{t('page.paymentOptions.monthly.toKonto')}</p>}
        <FactsTable
          caption={t('page.paymentOptions.monthly.caption')}
          facts={
            monthly.fee
              ? [{ label: t('page.paymentOptions.fee.invoice'), value: perFee(t, f, monthly.fee) }]
              : []
          }
        />
      </section>
    );
  }
  if (!konto) return null;
  const facts: Fact[] = [
    ...(konto.rates
      ? [
          { label: t('page.paymentOptions.rate.nominal'), value: f.percent(konto.rates.nominal) },
          {
            label: t('page.paymentOptions.rate.effective'),
            value: f.percent(konto.rates.effective),
          },
        ]
      : []),
    ...(konto.adminFee
      ? [{ label: t('page.paymentOptions.fee.admin'), value: perFee(t, f, konto.adminFee) }]
      : []),
    ...(konto.maxMonths !== null
      ? [
          {
            label: t('page.paymentOptions.maxMonths'),
            value: t('page.paymentOptions.monthsValue', { months: konto.maxMonths }),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={headingId} className="ac-terms">
      <h3 id={headingId}>{t('page.account.terms.konto')}</h3>
      {facts.length > 0 ? (
        <FactsTable caption={t('page.paymentOptions.konto.caption')} facts={facts} />
      ) : (
        <p>{t('page.account.terms.ask')}</p>
      )}
      <Example example={konto.example} />
      {accountCredit && (
        <>
          <FactsTable
            caption={t('page.paymentOptions.accountCredit.caption')}
            facts={[
              {
                label: t('page.paymentOptions.rate.nominal'),
                value: f.percent(accountCredit.nominal),
              },
              {
                label: t('page.paymentOptions.rate.limitInterest'),
                value: f.percent(accountCredit.limitInterest),
              },
              {
                label: t('page.paymentOptions.rate.effective'),
                value: f.percent(accountCredit.effective),
              },
            ]}
          />
          <Example example={accountCredit.example} />
        </>
      )}
    </section>
  );
}
