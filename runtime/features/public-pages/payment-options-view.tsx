/** The payment-options page's content, drawn from its slice of the country terms. */
import type { FeatureToggle } from '../../../generated/codes/tables/feature-toggle.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts, type Texts } from '../../shared/i18n/texts.js';
import { useFeature } from '../../shared/platform/features.js';
import { FactsTable, type Fact } from '../../shared/ui/facts-table.js';
import { useFormat, type PublicFormat } from '../../shared/i18n/public-format.js';
import {
  creditExampleArguments,
  kontoExampleArguments,
} from '../../shared/terms/example-arguments.js';
import { GoodToKnow } from './good-to-know.js';
import type {
  CreditExampleValue,
  FeeValue,
  KontoExampleValue,
  MethodId,
  PaymentOptionsSlice,
} from '../../shared/terms/payment-options-slice.js';

const perFee = (t: Texts, f: PublicFormat, fee: FeeValue) =>
  t('page.paymentOptions.per', { per: fee.per, amount: f.money(fee.amount) });

/** The konto's representative example: every figure the consumer-credit laws ask for. */
function KontoExample({ example }: { example: KontoExampleValue | null }) {
  const t = useTexts();
  const f = useFormat();
  if (!example) return null;
  return (
    <p className="pp-example">
      {t('page.paymentOptions.example', kontoExampleArguments(f, example))}
    </p>
  );
}

/** The account credit's representative example, with the interest on the limit. */
function CreditExample({ example }: { example: CreditExampleValue | null }) {
  const t = useTexts();
  const f = useFormat();
  if (!example) return null;
  return (
    <p className="pp-example">
      {t('page.paymentOptions.creditExample', creditExampleArguments(f, example))}
    </p>
  );
}

export function PaymentOptionsView({ data }: { data: PaymentOptionsSlice }) {
  const t = useTexts();
  const f = useFormat();
  const { invoices, monthly, konto, accountCredit, split } = data;
  const kontoFacts: Fact[] = konto
    ? [
        ...(konto.rates
          ? [
              {
                label: t('page.paymentOptions.rate.nominal'),
                value: f.percent(konto.rates.nominal),
              },
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
      ]
    : [];
  return (
    <article className="pp-page">
      <h1>{t('route.paymentOptions.title')}</h1>
      <p className="pp-lead">{t('page.paymentOptions.intro')}</p>

      {(invoices.fourteenDays || invoices.payLater || invoices.xDays) && (
        <section aria-labelledby="po-invoice">
          <h2 id="po-invoice">{t('page.paymentOptions.invoice.title')}</h2>
          <ul>
            {invoices.fourteenDays && <li>{t('page.paymentOptions.invoice.fourteenDays')}</li>}
            {invoices.payLater && <li>{t('page.paymentOptions.invoice.payLater')}</li>}
            {invoices.xDays && <li>{t('page.paymentOptions.invoice.xDays')}</li>}
          </ul>
        </section>
      )}

      {monthly && (
        <section aria-labelledby="po-monthly">
          <h2 id="po-monthly">{t('page.paymentOptions.monthly.title')}</h2>
          <p>{t('page.paymentOptions.monthly.body', { day: monthly.sentAroundDay })}</p>
          {konto && <p>{t('page.paymentOptions.monthly.toKonto')}</p>}
          {monthly.fee && (
            <FactsTable
              caption={t('page.paymentOptions.monthly.caption')}
              facts={[
                { label: t('page.paymentOptions.fee.invoice'), value: perFee(t, f, monthly.fee) },
              ]}
            />
          )}
        </section>
      )}

      {konto && (
        <section aria-labelledby="po-konto">
          <h2 id="po-konto">{t('page.paymentOptions.konto.title')}</h2>
          <p>
            {konto.maxMonths === null
              ? t('page.paymentOptions.konto.bodyAnyTerm')
              : t('page.paymentOptions.konto.body', { months: konto.maxMonths })}
          </p>
          <p>{t('page.paymentOptions.konto.invoiceDay', { day: konto.sentAroundDay })}</p>
          {/* Without the terms' rates and fees (Denmark) the section says what konto is and that
              interest and fees apply, with no table of nothing under it. */}
          {kontoFacts.length > 0 && (
            <FactsTable caption={t('page.paymentOptions.konto.caption')} facts={kontoFacts} />
          )}
          <KontoExample example={konto.example} />
        </section>
      )}

      {accountCredit && (
        <section aria-labelledby="po-credit">
          <h2 id="po-credit">{t('page.paymentOptions.accountCredit.title')}</h2>
          <p>{t('page.paymentOptions.accountCredit.body')}</p>
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
          <CreditExample example={accountCredit.example} />
        </section>
      )}

      {split && (
        <section aria-labelledby="po-split">
          <h2 id="po-split">{t('page.paymentOptions.split.title')}</h2>
          <p>{t('page.paymentOptions.split.body', { minAmount: f.money(split.minAmount) })}</p>
          <table className="pp-facts">
            <caption>{t('page.paymentOptions.split.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('page.paymentOptions.split.months')}</th>
                <th scope="col">{t('page.paymentOptions.split.setUpFee')}</th>
                {split.adminFee && <th scope="col">{t('page.paymentOptions.split.adminFee')}</th>}
              </tr>
            </thead>
            <tbody>
              {split.setUp.map((term) => (
                <tr key={term.months}>
                  <th scope="row">
                    {t('page.paymentOptions.monthsValue', { months: term.months })}
                  </th>
                  <td>{f.money(term.amount)}</td>
                  {split.adminFee && <td>{perFee(t, f, split.adminFee)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section aria-labelledby="po-methods">
        <h2 id="po-methods">{t('page.paymentOptions.methods.title')}</h2>
        <p>{t('page.paymentOptions.methods.intro')}</p>
        <ul>
          {data.methods.map((method) =>
            method.featureToggle === null ? (
              <li key={method.id}>{t(methodText[method.id])}</li>
            ) : (
              <ToggledMethod key={method.id} id={method.id} toggle={method.featureToggle} />
            ),
          )}
          <li>
            {t('page.paymentOptions.method.bankTransfer', {
              account: data.bankTransfer.account,
              reference: data.bankTransfer.reference,
            })}
          </li>
        </ul>
      </section>

      <GoodToKnow data={data} />
    </article>
  );
}

const methodText: Record<MethodId, MessageId> = {
  swish: 'page.paymentOptions.method.swish',
  trustly: 'page.paymentOptions.method.trustly',
  vipps: 'page.paymentOptions.method.vipps',
  mobilepay: 'page.paymentOptions.method.mobilepay',
};

/**
 * A way to pay behind a feature toggle. The prerendered page and the first client render show
 * it off (useFeature's server value); it appears after hydration when the toggle is on.
 */
function ToggledMethod({ id, toggle }: { id: MethodId; toggle: string }) {
  const on = useFeature(toggle as FeatureToggle);
  const t = useTexts();
  return on ? <li>{t(methodText[id])}</li> : null;
}
