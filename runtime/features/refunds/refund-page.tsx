/**
 * The refund page (spec 2 app/user-refund; flow refund of schema/flows.yaml): the money due back
 * to the customer (getRefunds, step load), each with its amount and the linked bank account it
 * goes to; one waiting for confirmation is confirmed in an alertdialog (step confirm,
 * requestRefund), after which it is PENDING and the page, the menu's count and the overview show
 * it without a reload. Without a linked bank account nothing can be paid out: the page says so and
 * links to the bank account page (flow linkBankAccount).
 *
 * This page is no invoice or purchase, so it runs no step overlay: the confirmation is an overlay
 * of its own and the outcomes are the flow table's dialogs (shared/flows outcome-store). A failed
 * load shows the reload message of spec 8 "Refund load failure".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { requestRefund } from '../../../generated/api/calls/requestRefund.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { refundsQuery } from '../../../generated/api/queries/getRefunds.js';
import { isBrandSlug } from '../../../generated/brands.js';
import type { LinkedBankAccount, Refund } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { showOutcome } from '../../shared/flows/outcome-store.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';
import { href } from '../../shared/routing/href.js';
import { track } from '../../shared/tracking/events.js';
import { ConfirmRefund } from './confirm-refund.js';
import { awaitsConfirmation, refundsInOrder } from './refunds.js';
import '../../shared/flows/flows.css';
import './refunds.css';

export function RefundPage() {
  const t = useTexts();
  const refunds = useQuery(refundsQuery(appTransport));
  return (
    <div className="rf-page">
      <h1>{t('route.appUserRefund.title')}</h1>
      {refunds.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : refunds.isError ? (
        <LoadFailure />
      ) : (
        <Refunds refunds={refunds.data.refunds} bankAccount={refunds.data.bankAccount} />
      )}
    </div>
  );
}

/** Spec 8 "Refund load failure": a reload-the-page message. */
function LoadFailure() {
  const t = useTexts();
  return (
    <div role="alert" className="rf-alert" data-testid="refund-load-failure">
      <p>{t('error.refundLoad')}</p>
      <button type="button" className="flow-button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

function Refunds({
  refunds,
  bankAccount,
}: {
  refunds: readonly Refund[];
  bankAccount: LinkedBankAccount | undefined;
}) {
  const t = useTexts();
  const [unlinked, setUnlinked] = useState(false);
  if (refunds.length === 0) return <p>{t('page.refund.empty')}</p>;
  const linked = bankAccount && !unlinked ? bankAccount : null;
  const waiting = refunds.some(awaitsConfirmation);
  return (
    <>
      {waiting && !linked && <NoBankAccount />}
      <ul className="rf-list">
        {refundsInOrder(refunds).map((refund) => (
          <RefundItem
            key={refund.id}
            refund={refund}
            bankAccount={linked}
            onNoBankAccount={() => setUnlinked(true)}
          />
        ))}
      </ul>
    </>
  );
}

function NoBankAccount() {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <div role="note" className="rf-note" data-testid="refund-no-bank">
      <p>{t('page.refund.noBankAccount')}</p>
      <Link className="flow-button flow-button-primary" to={href(country, 'app-profile-bank')}>
        {t('page.refund.linkBankAccount')}
      </Link>
    </div>
  );
}

/** Where the money comes from: an account of a brand, or a purchase. */
function useRefundLabel(refund: Refund): string {
  const t = useTexts();
  const brand = isBrandSlug(refund.brand) ? brandName(refund.brand) : refund.brand;
  return refund.orderID
    ? t('flow.pay.label.purchase', { id: refund.orderID, brand })
    : t('page.refund.fromAccount', { brand });
}

function RefundItem({
  refund,
  bankAccount,
  onNoBankAccount,
}: {
  refund: Refund;
  bankAccount: LinkedBankAccount | null;
  onNoBankAccount: () => void;
}) {
  const t = useTexts();
  const f = useAppFormat();
  const { country, terms } = useCountry();
  const { open } = useOverlays();
  const client = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const label = useRefundLabel(refund);
  const amount = f.money(refund.amount);
  const account = refund.bankAccount ?? bankAccount;
  const path = href(country, 'app-user-refund');
  const timing = terms.timings.refund;

  const confirm = async () => {
    try {
      await requestRefund(appTransport, { body: { refundId: refund.id }, idempotencyKey });
      track('refund', { amount: refund.amount, currency: terms.money.currency });
      showOutcome({ flow: 'refund', outcome: 'success', amount: refund.amount, retryHref: path });
    } catch (error) {
      if (
        isApiProblemError(error) &&
        error.status === 409 &&
        /no-bank-account$/.test(error.problem.type ?? '')
      ) {
        // Unlinked meanwhile: the page says what is missing.
        onNoBankAccount();
      } else {
        // Spec 8: the confirmation failed ('connection lost, reload' in Finland).
        showOutcome({ flow: 'refund', outcome: 'fail', retryHref: path });
      }
    }
    // The refund's new state shows here, in the menu's count and on the overview.
    await client.invalidateQueries();
  };

  const ask = (to: LinkedBankAccount) => {
    let waiting = false;
    open(
      (props) => (
        <ConfirmRefund
          {...props}
          amount={amount}
          bank={to.name}
          accountNumber={to.maskedAccountNumber}
          onBusy={(busy) => (waiting = busy)}
          onConfirm={confirm}
        />
      ),
      { role: 'alertdialog', busy: () => waiting },
    );
  };

  return (
    <li className="rf-item" data-refund={refund.id}>
      <h2>{label}</h2>
      <dl className="flow-summary">
        <dt>{t('page.refund.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('page.refund.toAccount')}</dt>
        <dd>
          {account
            ? t('page.refund.accountValue', {
                bank: account.name,
                accountNumber: account.maskedAccountNumber,
              })
            : t('page.refund.noAccountYet')}
        </dd>
        <dt>{t('page.refund.status')}</dt>
        <dd data-testid="refund-status">
          {refund.status
            ? t(`code.refundStatus.${refund.status}`)
            : t('page.refund.awaitingConfirmation')}
        </dd>
      </dl>
      {refund.status === 'PENDING' && timing.available && (
        <p>
          {t('page.refund.onItsWay', {
            minDays: timing.minDays ?? timing.maxDays,
            maxDays: timing.maxDays,
          })}
        </p>
      )}
      {awaitsConfirmation(refund) && account && (
        <GuardedButton
          className="flow-button flow-button-primary"
          onClick={() => ask(account)}
          data-testid="refund-open-confirm"
        >
          {t('page.refund.confirm.action')}
        </GuardedButton>
      )}
    </li>
  );
}
