/** The private-loan page's content: the loan in brief, the calculator, questions, how to apply. */
import { useEffect, useState } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { loggedInHint } from '../../shared/api/session-signal.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { href } from '../../shared/routing/href.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { FAQ_ANCHOR } from '../../shared/terms/customer-service-slice.js';
import { FactsTable } from '../../shared/ui/facts-table.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { EligibilityList } from './eligibility-list.js';
import { chosenQuery } from './loan-calculator.js';
import { LoanCalculator, type CalculatorState } from './loan-calculator-view.js';
import type { PrivateLoanSlice } from './private-loan-slice.js';

function Faq({ data, titleId }: { data: PrivateLoanSlice; titleId: MessageId }) {
  const t = useTexts();
  const f = useFormat();
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
      <EligibilityList eligibility={data.eligibility} />
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

/**
 * How to apply: the logged-in customer's loan page, with the amount and term chosen here. A
 * visitor who is not logged in is asked to log in on the way (the page needs login, and login
 * brings them back to it); someone logged in is never told to log in (decided after hydration:
 * the prerendered page is the same for everyone). A plain link: the page is an island, with no
 * router to move within the site (shared/islands/island.tsx).
 */
function Apply({ chosen }: { chosen: CalculatorState | null }) {
  const t = useTexts();
  const { country } = useCountry();
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(loggedInHint()), []);
  const to = href(country, 'app-private-loan', chosenQuery(chosen));
  return (
    <section aria-labelledby="pl-apply">
      <h2 id="pl-apply">{t('page.privateLoan.apply.title')}</h2>
      <p>{t(loggedIn ? 'page.privateLoan.apply.bodyLoggedIn' : 'page.privateLoan.apply.body')}</p>
      <p>
        <a className="pp-action" href={to}>
          {t('page.privateLoan.apply.title')}
        </a>
      </p>
    </section>
  );
}

export function PrivateLoanView({ data }: { data: PrivateLoanSlice }) {
  const t = useTexts();
  const f = useFormat();
  const { limits, rate } = data;
  const [chosen, setChosen] = useState<CalculatorState | null>(null);
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
      {data.calculator && (
        <LoanCalculator data={data} calculator={data.calculator} onChange={setChosen} />
      )}
      {data.faqTitleId && <Faq data={data} titleId={data.faqTitleId} />}
      <Apply chosen={chosen} />
    </article>
  );
}
