/** The private-loan page's content: the loan in brief, the calculator, questions, how to apply. */
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { PrefetchLink } from '../../shared/ui/prefetch-link.js';
import { FAQ_ANCHOR } from '../../shared/terms/customer-service-slice.js';
import { FactsTable } from '../../shared/ui/facts-table.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { LoanCalculator } from './loan-calculator-view.js';
import type { PrivateLoanSlice } from './private-loan-slice.js';

function Faq({ data, titleId }: { data: PrivateLoanSlice; titleId: MessageId }) {
  const t = useTexts();
  const f = useFormat();
  const e = data.eligibility;
  const criteria: string[] = [
    ...(e.minAge !== null
      ? [t('page.privateLoan.faq.eligibility.minAge', { minAge: e.minAge })]
      : []),
    ...(e.minIncome
      ? [
          t(
            e.minIncome.per === 'year'
              ? 'page.privateLoan.faq.eligibility.minIncomePerYear'
              : 'page.privateLoan.faq.eligibility.minIncomePerMonth',
            { minIncome: f.money(e.minIncome.amount) },
          ),
        ]
      : []),
    ...(e.noPaymentRemarks ? [t('page.privateLoan.faq.eligibility.noPaymentRemarks')] : []),
    ...(e.repaidByAge !== null
      ? [t('page.privateLoan.faq.eligibility.repaidByAge', { age: e.repaidByAge })]
      : []),
  ];
  const { limits } = data;
  const entries: { key: string; question: MessageId; answer: string }[] = [
    {
      key: 'whatIs',
      question: 'page.privateLoan.faq.whatIs.question',
      answer: t('page.privateLoan.faq.whatIs.answer'),
    },
    {
      key: 'amount',
      question: 'page.privateLoan.faq.amount.question',
      answer: t('page.privateLoan.faq.amount.answer', {
        min: f.money(data.minAmount),
        max: f.money(data.maxAmount),
        minYears: limits.minYears,
        maxYears: limits.maxYears,
      }),
    },
    {
      key: 'cost',
      question: 'page.privateLoan.faq.cost.question',
      answer: t('page.privateLoan.faq.cost.answer'),
    },
    {
      key: 'payout',
      question: 'page.privateLoan.faq.payout.question',
      answer: t('page.privateLoan.faq.payout.answer', { maxDays: data.payout.maxDays }),
    },
  ];
  return (
    <section aria-labelledby={FAQ_ANCHOR}>
      <h2 id={FAQ_ANCHOR}>{t(titleId)}</h2>
      {entries.slice(0, 3).map((entry) => (
        <FaqEntry key={entry.key} question={t(entry.question)} answer={entry.answer} />
      ))}
      <h3>{t('page.privateLoan.faq.eligibility.question')}</h3>
      <p>{t('page.privateLoan.faq.eligibility.answer')}</p>
      <ul>
        {criteria.map((criterion) => (
          <li key={criterion}>{criterion}</li>
        ))}
      </ul>
      {entries.slice(3).map((entry) => (
        <FaqEntry key={entry.key} question={t(entry.question)} answer={entry.answer} />
      ))}
    </section>
  );
}

function FaqEntry({ question, answer }: { question: string; answer: string }) {
  return (
    <>
      <h3>{question}</h3>
      <p>{answer}</p>
    </>
  );
}

export function PrivateLoanView({ data }: { data: PrivateLoanSlice }) {
  const t = useTexts();
  const f = useFormat();
  const { limits, rate } = data;
  return (
    <article className="pp-page">
      <h1>{t('route.privateLoan.title')}</h1>
      <p className="pp-lead">{t('page.privateLoan.intro')}</p>
      <FactsTable
        caption={t('page.privateLoan.facts.caption')}
        facts={[
          {
            label: t('page.privateLoan.facts.amount'),
            value: t('page.privateLoan.range', {
              min: f.money(data.minAmount),
              max: f.money(data.maxAmount),
            }),
          },
          {
            label: t('page.privateLoan.facts.term'),
            value: t('page.privateLoan.facts.termValue', {
              minYears: limits.minYears,
              maxYears: limits.maxYears,
            }),
          },
          ...(rate
            ? [
                {
                  label: t('page.privateLoan.facts.rate'),
                  value: f.percentRange(rate.min, rate.max),
                },
              ]
            : []),
          {
            label: t('page.privateLoan.facts.payout'),
            value: t(data.payout.messageId, { maxDays: data.payout.maxDays }),
          },
        ]}
      />
      {data.paymentFreeMonths && (
        <p>
          {t('page.privateLoan.paymentFreeMonths', {
            count: data.paymentFreeMonths.perYear,
            fee: f.money(data.paymentFreeMonths.fee),
          })}
        </p>
      )}
      {data.additionalLoan && (
        <p>
          {t('page.privateLoan.additionalLoan', {
            count: data.additionalLoan.after,
            max: f.money(data.additionalLoan.max),
          })}
        </p>
      )}
      {data.calculator && <LoanCalculator data={data} calculator={data.calculator} />}
      {data.faqTitleId && <Faq data={data} titleId={data.faqTitleId} />}
      <section aria-labelledby="pl-apply">
        <h2 id="pl-apply">{t('page.privateLoan.apply.title')}</h2>
        <p>{t('page.privateLoan.apply.body')}</p>
        <p>
          <PrefetchLink className="pp-action" to={data.loginHref}>
            {t('page.privateLoan.apply.title')}
          </PrefetchLink>
        </p>
      </section>
    </article>
  );
}
