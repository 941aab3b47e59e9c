/**
 * The private-loan calculator, on the public page and on the logged-in customer's loan page.
 * Prerendered with its starting values and their price from the terms, so the public page is
 * complete without JavaScript; in the browser it asks the credit partner (through the web
 * server's /service proxy) for the limits and for the price of what is typed, each price a
 * complete representative example. When the partner cannot be reached it says so and shows no
 * figures at all: a price it did not give would read as an offer.
 */
import { getPartnerIntervalsPath } from '../../../generated/api/calls/getPartnerIntervals.js';
import { getPartnerQueryPath } from '../../../generated/api/calls/getPartnerQuery.js';
import type { LoanCalculatorResult, LoanIntervals } from '../../../generated/entities/types.js';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../shared/i18n/texts.js';
import { reportError } from '../../shared/tracking/client-log.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import {
  amountError,
  failureOf,
  parseNumber,
  partnerFigures,
  yearsError,
  type FieldError,
  type LoanFigures,
  type LoanLimits,
} from './loan-calculator.js';
import type { PrivateLoanSlice } from './private-loan-slice.js';
import { serviceFetch } from '../../shared/api/service-fetch.js';
import { useAlertsIfAny } from '../../shared/overlays/provider.js';
import { Field } from '../../shared/ui/field.js';
import { useScopedId } from '../../shared/islands/island.js';

/** Typing pauses this long before the partner is asked, so each keystroke is not a request. */
const QUERY_DELAY_MS = 400;

/** Both fields: numbers typed on a digit keyboard, checked (and their error shown) as typed. */
const FIGURE_FIELD = { errorMode: 'inline', inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * Where the figures shown come from: the starting values' (prerendered from the terms, or none
 * yet), the partner's answer, or none: the partner cannot be reached, or does not price the loan.
 */
type Source = 'start' | 'partner' | 'unreachable' | 'unavailable';

/** What is typed, when valid, and the partner's price of it once it has answered. */
export interface CalculatorState {
  readonly amount: number;
  readonly years: number;
  readonly offer: LoanFigures | null;
}

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await serviceFetch(path, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new QueryError(null);
  }
  if (!response.ok) throw new QueryError(response.status);
  return (await response.json()) as T;
}

class QueryError extends Error {
  constructor(readonly status: number | null) {
    super(`loan query failed (${status ?? 'no answer'})`);
  }
}

export function LoanCalculator({
  data,
  calculator,
  onChange,
}: {
  data: PrivateLoanSlice;
  calculator: NonNullable<PrivateLoanSlice['calculator']>;
  /** Told what is typed (null while it is not valid) and the partner's price of it. */
  onChange?: (state: CalculatorState | null) => void;
}) {
  const t = useTexts();
  const f = useFormat();
  const id = useScopedId('calculator');
  const [limits, setLimits] = useState<LoanLimits>(data.limits);
  const [amountText, setAmountText] = useState(String(calculator.amount));
  const [yearsText, setYearsText] = useState(String(calculator.years));
  const [figures, setFigures] = useState<LoanFigures | null>(calculator.figures);
  const [source, setSource] = useState<Source>('start');
  const [busy, setBusy] = useState(false);
  // Whether the partner prices loans at all: it names a rate in its intervals. Unknown until
  // they arrive; when they cannot be had, the price query itself finds out.
  const [partnerPrices, setPartnerPrices] = useState<boolean | null>(null);
  const alerts = useAlertsIfAny();

  const amount = parseNumber(amountText);
  const years = parseNumber(yearsText);
  const amountProblem = amountError(amount, limits);
  const yearsProblem = yearsError(years, limits);
  const valid = !amountProblem && !yearsProblem;

  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    if (!valid || amount === null || years === null) {
      told.current?.(null);
      return;
    }
    // The partner's price of what is typed: until its answer, the figures are the earlier values'.
    const priced =
      source === 'partner' &&
      figures?.years === years &&
      figures.amountMinor === Math.round(amount * 10 ** data.pricing.decimals);
    told.current?.({ amount, years, offer: priced ? figures : null });
  }, [valid, amount, years, figures, source, data.pricing.decimals]);

  // The partner's limits bound the fields when it answers; the terms' limits stand otherwise.
  useEffect(() => {
    const abort = new AbortController();
    const reference = calculator.reference;
    getJson<LoanIntervals>(getPartnerIntervalsPath({ query: { reference } }), abort.signal)
      .then((answer) => {
        setLimits({
          minAmount: answer.minAmount,
          maxAmount: answer.maxAmount,
          minYears: answer.minYears,
          maxYears: answer.maxYears,
        });
        setPartnerPrices(answer.interestFrom !== undefined);
      })
      .catch(() => {
        // Keep the terms' limits; the price query reports what went wrong.
        if (!abort.signal.aborted) setPartnerPrices(true);
      });
    return () => abort.abort();
  }, [calculator.reference]);

  useEffect(() => {
    if (!valid || amount === null || years === null || partnerPrices === null) return;
    if (!partnerPrices) {
      // No published rate: asking for a price would only be refused.
      setFigures(null);
      setSource('unavailable');
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      getJson<LoanCalculatorResult>(
        getPartnerQueryPath({ query: { reference: calculator.reference, amount, years } }),
        abort.signal,
      )
        .then((answer) => {
          setFigures(partnerFigures(answer, data.pricing.decimals));
          setSource('partner');
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const failure = failureOf(error instanceof QueryError ? error.status : null);
          if (failure === 'invalid') return; // the fields show the limits already
          if (!(error instanceof QueryError)) reportError(error, 'loan calculator');
          // No answer at all (the network, not the partner): the fetch alert offers a reload
          // (spec 8, 504).
          if (error instanceof QueryError && error.status === null) alerts?.fetchAlert(504);
          setFigures(null);
          setSource(failure);
        })
        .finally(() => {
          if (!abort.signal.aborted) setBusy(false);
        });
    }, QUERY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [valid, amount, years, partnerPrices, calculator.reference, data.pricing, alerts]);

  const money = (minor: number) => f.money({ minor, currency: data.currency });
  const majorMoney = (major: number) => money(Math.round(major * 10 ** data.pricing.decimals));
  // Amount bounds read as money, term bounds as plain years.
  const fieldMessage = (problem: FieldError | null, asMoney: boolean) =>
    problem
      ? t(problem.id, {
          min: asMoney ? majorMoney(problem.min) : problem.min,
          max: asMoney ? majorMoney(problem.max) : problem.max,
        })
      : '';

  return (
    <section aria-labelledby={`${id}-title`} className="pp-calc">
      <h2 id={`${id}-title`}>{t(calculator.titleId)}</h2>
      <p>{t('page.privateLoan.calculator.intro')}</p>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Field
          label={`${t('page.privateLoan.calculator.amount')} (${data.currency})`}
          hint={t('page.privateLoan.calculator.hint', {
            min: majorMoney(limits.minAmount),
            max: majorMoney(limits.maxAmount),
          })}
          error={fieldMessage(amountProblem, true)}
          {...FIGURE_FIELD}
          name="amount"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <Field
          label={t('page.privateLoan.calculator.years')}
          hint={t('page.privateLoan.calculator.hint', {
            min: limits.minYears,
            max: limits.maxYears,
          })}
          error={fieldMessage(yearsProblem, false)}
          {...FIGURE_FIELD}
          name="years"
          value={yearsText}
          onChange={(event) => setYearsText(event.target.value)}
        />
      </form>
      <div className="pp-calc-result" aria-live="polite" aria-atomic="true" aria-busy={busy}>
        <h3>{t('page.privateLoan.calculator.result')}</h3>
        {!valid ? (
          // The figures belong to earlier values: with an amount or term out of range they would
          // read as the price of what is typed now, so only the request to correct it shows.
          <p className="pp-calc-invalid">{t('page.privateLoan.calculator.invalid')}</p>
        ) : source === 'unreachable' ? (
          <p className="pp-calc-unreachable">{t('page.privateLoan.calculator.unreachable')}</p>
        ) : source === 'unavailable' ? (
          <p>{t('page.privateLoan.calculator.unavailable')}</p>
        ) : figures ? (
          <>
            <p className="pp-calc-monthly">{money(figures.monthlyAmountMinor)}</p>
            <dl>
              <dt>{t('page.privateLoan.calculator.yearlyInterest')}</dt>
              <dd>{f.percent(figures.yearlyInterest)}</dd>
              <dt>{t('page.privateLoan.calculator.effectiveInterest')}</dt>
              <dd>{f.percent(figures.effectiveInterest)}</dd>
              <dt>{t('page.privateLoan.calculator.arrangementFee')}</dt>
              <dd>{money(figures.arrangementFeeMinor)}</dd>
              <dt>{t('page.privateLoan.calculator.adminFee')}</dt>
              <dd>{money(figures.adminFeeMinor)}</dd>
              <dt>{t('page.privateLoan.calculator.numberOfMonths')}</dt>
              <dd>{figures.numberOfMonths}</dd>
              <dt>{t('page.privateLoan.calculator.totalCost')}</dt>
              <dd>{money(figures.totalCostMinor)}</dd>
              <dt>{t('page.privateLoan.calculator.totalRepayment')}</dt>
              <dd>{money(figures.totalRepaymentMinor)}</dd>
            </dl>
            <p className="pp-example">
              {t('page.privateLoan.calculator.example', {
                amount: money(figures.amountMinor),
                years: figures.years,
                yearlyInterest: f.percent(figures.yearlyInterest),
                effectiveInterest: f.percent(figures.effectiveInterest),
                arrangementFee: money(figures.arrangementFeeMinor),
                adminFee: money(figures.adminFeeMinor),
                monthlyAmount: money(figures.monthlyAmountMinor),
                numberOfMonths: figures.numberOfMonths,
                totalCost: money(figures.totalCostMinor),
                totalRepayment: money(figures.totalRepaymentMinor),
              })}
            </p>
          </>
        ) : (
          // Nothing prerendered (the logged-in page): the partner's price is on its way.
          <p className="pp-calc-pricing">{t('page.privateLoan.calculator.pricing')}</p>
        )}
      </div>
    </section>
  );
}
