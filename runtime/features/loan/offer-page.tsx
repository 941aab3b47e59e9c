/**
 * The logged-in customer's private loan (spec 000 1 "see a private loan offer"; flow privateLoan
 * of schema/flows.yaml): the calculator prefilled for them (what they chose on the public page,
 * else the usual start), priced by the credit partner as a complete representative example, the
 * country's eligibility said before they apply, and the application at the partner, which opens
 * filled in with their details. Coming back (`application`), the page asks the partner how it
 * ended and shows the flow's outcome. Where the loan is not offered (Denmark) the page says so.
 *
 * The calculator's texts are the public page's own part (text-parts.ts), loaded here with the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { getLoanApplication } from '../../../generated/api/calls/getLoanApplication.js';
import { customerInfoQuery } from '../../../generated/api/queries/getCustomerInfo.js';
import { appTransport } from '../../shared/api/transport.js';
import { showOutcome, type ShownOutcome } from '../../shared/flows/outcome-store.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { usePageDataTexts } from '../../shared/i18n/page-data-texts.js';
import { WithPageTexts, type PageTexts } from '../../shared/i18n/page-texts.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { href } from '../../shared/routing/href.js';
import { ApplyDialog } from './apply-dialog.js';
import { EligibilityList } from './eligibility-list.js';
import { prefilledValues } from './prefill.js';
import { LoanCalculator, type CalculatorState } from './loan-calculator-view.js';
import { privateLoanSlice, type PrivateLoanSlice } from './private-loan-slice.js';
import '../../shared/flows/flows.css';
import '../../shared/styles/public-pages.css';

export function PrivateLoanOfferPage() {
  const t = useTexts();
  const { country, terms } = useCountry();
  const data = useMemo(() => privateLoanSlice(terms), [terms]);
  const loan = terms.loan;
  const { texts, failed } = usePageDataTexts(country, 'private-loan');
  return (
    <div>
      <h1>{t('route.appPrivateLoan.title')}</h1>
      {!data || !loan.available ? (
        <div role="note" data-testid="loan-not-offered">
          <p>{t('page.appPrivateLoan.notOffered')}</p>
          <p>
            <Link className="flow-button" to={href(country, 'app')}>
              {t('common.goHome')}
            </Link>
          </p>
        </div>
      ) : texts ? (
        <WithPageTexts texts={texts}>
          <Offer data={data} reference={loan.partnerReference} texts={texts} />
        </WithPageTexts>
      ) : failed ? (
        <div role="alert">
          <p>{t('error.page.504.body')}</p>
          <button type="button" className="flow-button" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        </div>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </div>
  );
}

function Offer({
  data,
  reference,
  texts,
}: {
  data: PrivateLoanSlice;
  reference: string;
  /** The page's own texts, for the dialog too: overlays are drawn outside the page. */
  texts: PageTexts;
}) {
  const t = useTexts();
  const { open } = useOverlays();
  const params = useQueryParams();
  const [start] = useState(() =>
    prefilledValues(data.limits, { amount: params.get('amount'), years: params.get('years') }),
  );
  const [chosen, setChosen] = useState<CalculatorState | null>(null);
  const customer = useQuery(customerInfoQuery(appTransport));
  useApplicationOutcome(data);

  const calculator = {
    titleId: data.calculator?.titleId ?? 'page.privateLoan.calculator.title',
    reference,
    ...start,
    // Nothing from the terms: the customer sees the partner's price, or none.
    figures: null,
  } as const;
  const offer = chosen?.offer ?? null;

  const apply = () => {
    if (!offer) return;
    let busy = false;
    open(
      (props) => (
        <WithPageTexts texts={texts}>
          <ApplyDialog
            {...props}
            data={data}
            reference={reference}
            offer={offer}
            onBusy={(value) => (busy = value)}
          />
        </WithPageTexts>
      ),
      { busy: () => busy },
    );
  };

  return (
    <>
      <p className="pp-lead">{t('page.appPrivateLoan.intro')}</p>
      {customer.data && (
        <p data-testid="loan-applicant">
          {t('page.appPrivateLoan.applicant', {
            name: customer.data.customerInfo.name,
            civicNumber: customer.data.customerInfo.civicNumber,
          })}
        </p>
      )}
      <LoanCalculator data={data} calculator={calculator} onChange={setChosen} />
      <section aria-labelledby="pl-eligibility" data-testid="loan-eligibility">
        <h2 id="pl-eligibility">{t('page.appPrivateLoan.eligibility.title')}</h2>
        <p>{t('page.appPrivateLoan.eligibility.intro')}</p>
        <EligibilityList eligibility={data.eligibility} />
        <p>{t('page.appPrivateLoan.apply.body')}</p>
        {offer ? (
          <button type="button" className="flow-button flow-button-primary" onClick={apply}>
            {t('page.appPrivateLoan.apply.title')}
          </button>
        ) : (
          <p>{t('page.appPrivateLoan.apply.needsPrice')}</p>
        )}
      </section>
    </>
  );
}

/**
 * The address's query. From the location, not useSearchParams: that would add to the library
 * every page loads (routes/hosts/built-step-page.tsx).
 */
function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * Back from the partner's application page (`application`): how it ended, as the flow's outcome
 * dialog; the reference then leaves the address, so a reload does not show it again.
 */
function useApplicationOutcome(data: PrivateLoanSlice) {
  const params = useQueryParams();
  const navigate = useNavigate();
  const f = useFormat();
  const reference = params.get('application');
  // Read when the answer comes, not a reason to ask again.
  const latest = useRef({ params, f, data });
  latest.current = { params, f, data };
  useEffect(() => {
    if (!reference) return;
    const abort = new AbortController();
    const rest = new URLSearchParams(latest.current.params);
    rest.delete('application');
    const here = `${window.location.pathname}${rest.size ? `?${rest.toString()}` : ''}`;
    const show = async (): Promise<ShownOutcome | null> => {
      try {
        const application = await getLoanApplication(appTransport, {
          reference,
          signal: abort.signal,
        });
        // Back without sending or leaving (the browser's Back): nothing has ended yet.
        if (application.status === 'pending') return null;
        const { f: format, data: slice } = latest.current;
        const amount = format.money({
          minor: Math.round(application.amount * 10 ** slice.pricing.decimals),
          currency: slice.currency,
        });
        return {
          flow: 'privateLoan',
          outcome: application.status,
          values: { amount },
          retryHref: here,
        };
      } catch {
        return { flow: 'privateLoan', outcome: 'fail', retryHref: here };
      }
    };
    void show().then(async (outcome) => {
      if (abort.signal.aborted) return;
      // The address first: the dialog is shown on the page it stays on.
      await navigate(here, { replace: true });
      if (outcome) showOutcome(outcome);
    });
    return () => abort.abort();
  }, [reference, navigate]);
}
