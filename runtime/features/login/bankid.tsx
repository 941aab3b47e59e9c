/**
 * A BankID login in progress (core §2, §4; BankID's relying-party guidelines): the order is
 * started through the API, its status collected every 2 seconds with the hint shown in the
 * page's language, and on another device the animated QR code drawn from what the server answers
 * every second (the QR secret stays with the provider). On the same device the autostart link
 * opens the app. Cancel ends the order at the provider.
 */
import { useEffect, useRef, useState } from 'react';
import { cancelBankId } from '../../../generated/api/calls/cancelBankId.js';
import { cancelBankIdDemo } from '../../../generated/api/calls/cancelBankIdDemo.js';
import { collectBankId } from '../../../generated/api/calls/collectBankId.js';
import { collectBankIdDemo } from '../../../generated/api/calls/collectBankIdDemo.js';
import { getBankIdQr } from '../../../generated/api/calls/getBankIdQr.js';
import { startBankId } from '../../../generated/api/calls/startBankId.js';
import { startBankIdDemo } from '../../../generated/api/calls/startBankIdDemo.js';
import type { BankIdCollectAnswer } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { ApiProblemError } from '../../../generated/api/errors.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { reportError } from '../../shared/tracking/client-log.js';
import { QrInstruction, QrPlaceholder } from './bankid-opening.js';
import { qrPath } from './qr.js';
import type { LoginState } from './result.js';
import { loginTransport } from '../../shared/session/login-session.js';

export const COLLECT_INTERVAL_MS = 2000;
export const QR_INTERVAL_MS = 1000;

export type PendingHint = 'outstandingTransaction' | 'noClient' | 'started' | 'userSign';
const pendingHints: readonly string[] = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userSign',
];

/**
 * The text of a pending hint. Waiting for the app (outstandingTransaction, noClient) reads
 * "trying to start the app" only on the same device; on another device nothing starts here, so
 * it says to scan the QR code (BankID's RFA1 for QR).
 */
export function hintMessage(hint: PendingHint, sameDevice: boolean): MessageId {
  if (!sameDevice && (hint === 'outstandingTransaction' || hint === 'noClient'))
    return 'login.bankid.hint.scanQr';
  return `login.bankid.hint.${hint}`;
}

export interface BankIdStart {
  readonly demo: boolean;
  readonly sameDevice: boolean;
  readonly civicNumber?: string;
}

/** The login state of a refused start: the API's status says which. */
export function startFailureState(error: unknown): LoginState {
  if (error instanceof ApiProblemError) {
    if (error.status === 409) return 'alreadyInProgress';
    if (
      error.status === 422 &&
      error.problem.errors?.some((e) => e.messageId.endsWith('idNotFound'))
    )
      return 'idNotFound';
    if (error.status >= 500) return 'serverError';
  }
  return 'error';
}

export function BankIdLogin({
  start,
  onToken,
  onFailure,
  onCancel,
  onSwitchDevice,
}: {
  start: BankIdStart;
  onToken: (loginToken: string) => void;
  onFailure: (state: LoginState) => void;
  onCancel: () => void;
  /** Offered when the person may use BankID on the other device instead (a new order). */
  onSwitchDevice?: () => void;
}) {
  const t = useTexts();
  const [orderRef, setOrderRef] = useState<string | null>(null);
  const [autoStartToken, setAutoStartToken] = useState<string | null>(null);
  const [hint, setHint] = useState<PendingHint | null>(null);
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  const [qrData, setQrData] = useState<string | null>(null);
  const callbacks = useRef({ onToken, onFailure });
  callbacks.current = { onToken, onFailure };

  useEffect(() => {
    // A new start (again, or on the other device) shows nothing of the order before it.
    setOrderRef(null);
    setAutoStartToken(null);
    setHint(null);
    setQr(null);
    setQrData(null);
    const abort = new AbortController();
    const { signal } = abort;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const later = (fn: () => void, ms: number) => timers.push(setTimeout(fn, ms));
    let done = false;
    const finish = () => {
      done = true;
      timers.forEach(clearTimeout);
      timers = [];
    };

    const collect = async (ref: string) => {
      if (done) return;
      let answer: BankIdCollectAnswer;
      try {
        const collectOrder = start.demo ? collectBankIdDemo : collectBankId;
        answer = await collectOrder(loginTransport, { body: { orderRef: ref }, signal });
      } catch (error) {
        if (signal.aborted) return;
        finish();
        if (!(error instanceof ApiProblemError)) reportError(error);
        callbacks.current.onFailure(
          error instanceof ApiProblemError && error.status >= 500 ? 'serverError' : 'error',
        );
        return;
      }
      if (done || signal.aborted) return;
      if (answer.status === 'complete' && answer.loginToken) {
        finish();
        callbacks.current.onToken(answer.loginToken);
      } else if (answer.status === 'failed') {
        finish();
        callbacks.current.onFailure(answer.loginState ?? 'failed');
      } else {
        if (answer.hintCode && pendingHints.includes(answer.hintCode))
          setHint(answer.hintCode as PendingHint);
        later(() => void collect(ref), COLLECT_INTERVAL_MS);
      }
    };

    const refreshQr = async (ref: string) => {
      if (done) return;
      try {
        const { qrData: data } = await getBankIdQr(loginTransport, { orderRef: ref, signal });
        if (done || signal.aborted) return;
        setQrData(data);
        setQr(qrPath(data));
      } catch (error) {
        // The order ended between two refreshes: collect tells how.
        if (!signal.aborted && !(error instanceof ApiProblemError)) reportError(error);
      }
      later(() => void refreshQr(ref), QR_INTERVAL_MS);
    };

    const body = {
      sameDevice: start.sameDevice,
      ...(start.civicNumber ? { civicNumber: start.civicNumber } : {}),
    };
    const startOrder = start.demo ? startBankIdDemo : startBankId;
    startOrder(loginTransport, { body, signal })
      .then((order) => {
        if (signal.aborted) return;
        setOrderRef(order.orderRef);
        setHint('outstandingTransaction');
        if (start.sameDevice) setAutoStartToken(order.autoStartToken);
        else void refreshQr(order.orderRef);
        later(() => void collect(order.orderRef), COLLECT_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        finish();
        if (!(error instanceof ApiProblemError)) reportError(error);
        callbacks.current.onFailure(startFailureState(error));
      });
    return () => {
      finish();
      abort.abort();
    };
  }, [start]);

  /** Ends the order at the provider too, so it cannot be approved once the screen let it go. */
  const cancelOrder = () => {
    if (!orderRef) return;
    const cancelOrderAt = start.demo ? cancelBankIdDemo : cancelBankId;
    void cancelOrderAt(loginTransport, { body: { orderRef } }).catch(() => {
      // Cancelled on our side either way; the order expires at BankID.
    });
  };
  const cancel = () => {
    cancelOrder();
    onCancel();
  };

  return (
    <section className="login-bankid" aria-busy={orderRef === null}>
      {autoStartToken && (
        <p>
          <a
            className="login-button login-button-primary"
            href={`bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`}
          >
            {t('login.bankid.open')}
          </a>
        </p>
      )}
      {!start.sameDevice && (
        <>
          <QrInstruction />
          {qr ? (
            <svg
              className="login-qr"
              role="img"
              aria-label={t('login.bankid.qr.alt')}
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              shapeRendering="crispEdges"
              data-qr={qrData ?? undefined}
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.d} fill="#000" />
            </svg>
          ) : (
            <QrPlaceholder />
          )}
        </>
      )}
      <p role="status" className="login-hint" data-hint={hint ?? undefined}>
        {orderRef === null
          ? t('common.loading')
          : hint
            ? t(hintMessage(hint, start.sameDevice))
            : ''}
      </p>
      {onSwitchDevice && (
        <p>
          <button
            type="button"
            className="login-button"
            onClick={() => {
              cancelOrder();
              onSwitchDevice();
            }}
          >
            {t(
              start.sameDevice
                ? 'login.provider.bankidOtherDevice'
                : 'login.provider.bankidSameDevice',
            )}
          </button>
        </p>
      )}
      <p>
        <button type="button" className="login-button" onClick={cancel}>
          {t('common.cancel')}
        </button>
      </p>
    </section>
  );
}
