/**
 * The private loan's apply step (schema/flows.yaml privateLoan.apply), a dialog over the loan
 * page: the offer applied for with its whole representative example, the eligibility once more,
 * then on to the credit partner's application page (startLoanApplication), which comes back to
 * the loan page with the application's reference. The partner failing to start it ends in the
 * flow's failure dialog.
 */
import { useState } from 'react';
import { startLoanApplication } from '../../../generated/api/calls/startLoanApplication.js';
import { appTransport } from '../../shared/api/transport.js';
import { showOutcome } from '../../shared/flows/outcome-store.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat } from '../../shared/i18n/public-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';
import { href } from '../../shared/routing/href.js';
import { EligibilityList } from './eligibility-list.js';
import { chosenQuery, type LoanFigures } from './loan-calculator.js';
import type { PrivateLoanSlice } from './private-loan-slice.js';

export function ApplyDialog({
  data,
  reference,
  offer,
  onBusy,
  close,
  titleId,
}: OverlayContentProps & {
  readonly data: PrivateLoanSlice;
  readonly reference: string;
  /** The partner's price of what the customer applies for. */
  readonly offer: LoanFigures;
  /** Told while the call runs, so the overlay ignores attempts to close it meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}) {
  const t = useTexts();
  const f = useFormat();
  const { country } = useCountry();
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => f.money({ minor, currency: data.currency });
  const amount = offer.amountMinor / 10 ** data.pricing.decimals;
  const chosen = { amount, years: offer.years };

  const proceed = async () => {
    if (busy) return;
    setBusy(true);
    onBusy(true);
    const back = href(country, 'app-private-loan', chosenQuery(chosen));
    try {
      const application = await startLoanApplication(appTransport, {
        body: { reference, amount, years: offer.years, returnPath: back },
      });
      // The partner's page: the customer leaves the app, and comes back to `back`.
      window.location.assign(application.redirectUrl);
    } catch {
      onBusy(false);
      close();
      showOutcome({ flow: 'privateLoan', outcome: 'fail', retryHref: back });
    }
  };

  return (
    <div className="flow-outcome" data-step="privateLoan.apply">
      <h2 id={titleId}>{t('flow.privateLoan.step.apply.title')}</h2>
      <p>
        {t('flow.privateLoan.apply.summary', {
          amount: money(offer.amountMinor),
          years: offer.years,
          monthlyAmount: money(offer.monthlyAmountMinor),
        })}
      </p>
      <p className="pp-example">
        {t('page.privateLoan.calculator.example', {
          amount: money(offer.amountMinor),
          years: offer.years,
          yearlyInterest: f.percent(offer.yearlyInterest),
          effectiveInterest: f.percent(offer.effectiveInterest),
          arrangementFee: money(offer.arrangementFeeMinor),
          adminFee: money(offer.adminFeeMinor),
          monthlyAmount: money(offer.monthlyAmountMinor),
          numberOfMonths: offer.numberOfMonths,
          totalCost: money(offer.totalCostMinor),
          totalRepayment: money(offer.totalRepaymentMinor),
        })}
      </p>
      <p>{t('page.appPrivateLoan.eligibility.intro')}</p>
      <EligibilityList eligibility={data.eligibility} />
      <p>{t('flow.privateLoan.apply.partner')}</p>
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          aria-disabled={busy || undefined}
          onClick={() => void proceed()}
        >
          {t('flow.privateLoan.apply.continue')}
        </button>
        <button
          type="button"
          className="flow-button"
          data-autofocus=""
          onClick={() => {
            if (!busy) close();
          }}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
