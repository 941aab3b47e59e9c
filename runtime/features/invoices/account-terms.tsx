/**
 * The terms of the customer's account in their country (country document §9): for a konto its
 * interest, fees, longest plan and worked example (and Finland's account credit), for a monthly
 * account its invoice fee, when invoices are sent and that an unpaid one moves to konto. The
 * figures come from countries/<cc>.yaml through the slice the payment-options page shows, so
 * both pages say the same; what the spec does not give for a country is left out. The texts are
 * the app's own (page.account.terms.*): the payment-options texts are a part of their own that
 * app pages do not load (runtime/shared/i18n/text-parts.ts).
 */
import { useId } from 'react';
import { useTexts, type Texts } from '../../shared/i18n/texts.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { FactsTable, type Fact } from '../../shared/ui/facts-table.js';
import { useFormat, type PublicFormat } from '../../shared/i18n/public-format.js';
import {
  creditExampleArguments,
  kontoExampleArguments,
} from '../../shared/terms/example-arguments.js';
import {
  paymentOptionsSlice,
  type CreditExampleValue,
  type FeeValue,
  type KontoExampleValue,
} from '../../shared/terms/payment-options-slice.js';

const perFee = (t: Texts, f: PublicFormat, fee: FeeValue) =>
  t('page.account.terms.per', { per: fee.per, amount: f.money(fee.amount) });

/** The konto's representative example, as on the payment-options page. */
function KontoExample({ example }: { example: KontoExampleValue | null }) {
  const t = useTexts();
  const f = useFormat();
  if (!example) return null;
  return <p>{t('page.account.terms.example', kontoExampleArguments(f, example))}</p>;
}

/** The account credit's representative example, with the interest on the limit. */
function CreditExample({ example }: { example: CreditExampleValue | null }) {
  const t = useTexts();
  const f = useFormat();
  if (!example) return null;
  return <p>{t('page.account.terms.creditExample', creditExampleArguments(f, example))}</p>;
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
        <p>{t('page.account.terms.monthlyBody', { day: monthly.sentAroundDay })}</p>
        {konto && <p>{t('page.account.terms.monthlyToKonto')}</p>}
        <FactsTable
          caption={t('page.account.terms.monthlyCaption')}
          facts={
            monthly.fee
              ? [{ label: t('page.account.terms.invoiceFee'), value: perFee(t, f, monthly.fee) }]
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
          { label: t('page.account.terms.nominal'), value: f.percent(konto.rates.nominal) },
          {
            label: t('page.account.terms.effective'),
            value: f.percent(konto.rates.effective),
          },
        ]
      : []),
    ...(konto.adminFee
      ? [{ label: t('page.account.terms.adminFee'), value: perFee(t, f, konto.adminFee) }]
      : []),
    ...(konto.maxMonths !== null
      ? [
          {
            label: t('page.account.terms.maxMonths'),
            value: t('page.account.terms.monthsValue', { months: konto.maxMonths }),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={headingId} className="ac-terms">
      <h3 id={headingId}>{t('page.account.terms.konto')}</h3>
      {facts.length > 0 ? (
        <FactsTable caption={t('page.account.terms.kontoCaption')} facts={facts} />
      ) : (
        <p>{t('page.account.terms.ask')}</p>
      )}
      <KontoExample example={konto.example} />
      {accountCredit && (
        <>
          <FactsTable
            caption={t('page.account.terms.accountCreditCaption')}
            facts={[
              {
                label: t('page.account.terms.nominal'),
                value: f.percent(accountCredit.nominal),
              },
              {
                label: t('page.account.terms.limitInterest'),
                value: f.percent(accountCredit.limitInterest),
              },
              {
                label: t('page.account.terms.effective'),
                value: f.percent(accountCredit.effective),
              },
            ]}
          />
          <CreditExample example={accountCredit.example} />
        </>
      )}
    </section>
  );
}
