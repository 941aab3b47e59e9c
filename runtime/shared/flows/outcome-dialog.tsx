/**
 * A flow's outcome dialog (spec 2 "Outcome dialogs", spec 4), drawn from the flow table: a success
 * is a dialog the customer can dismiss; a failure is an alertdialog that Escape, a click outside
 * and a close button cannot dismiss, so it offers only its actions (retry, customer service, ...)
 * and, where the flow asks, the offer of another flow (OutcomeRequest.offer).
 */
import {
  FLOWS,
  GENERIC_FAILURE,
  type DialogAction,
  type FlowDialog,
} from '../../../generated/flows.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { useTexts } from '../i18n/texts.js';
import type { ShownOutcome } from './outcome-store.js';

/** The dialog of an outcome in a country: the flow's own, or the generic failure. */
export function outcomeDialog(outcome: ShownOutcome, country: CountryCode): FlowDialog {
  const own = FLOWS[outcome.flow].outcomes.find(
    (candidate) =>
      candidate.id === outcome.outcome &&
      (candidate.countries as readonly string[]).includes(country),
  );
  return own ?? GENERIC_FAILURE;
}

/**
 * Whether an outcome tells that the flow did what the customer asked (payment_complete): removed
 * is autogiro's, the scheduled payment taken away as asked.
 */
export const isSuccess = (outcome: ShownOutcome): boolean =>
  ['success', 'insured', 'pending', 'removed'].includes(outcome.outcome);

export function OutcomeContent({
  dialog,
  outcome,
  titleId,
  act,
}: {
  dialog: FlowDialog;
  outcome: ShownOutcome;
  titleId: string;
  act: (action: DialogAction | 'offer') => void;
}) {
  const t = useTexts();
  const values = outcome.values ?? {};
  return (
    <div className="flow-outcome" data-outcome={`${outcome.flow}.${outcome.outcome}`}>
      <h2 id={titleId}>{t(dialog.titleMessageId, values)}</h2>
      {dialog.bodyMessageId && <p>{t(dialog.bodyMessageId, values)}</p>}
      <div className="flow-actions">
        {dialog.actions.map((action, at) => (
          <button
            key={action.id}
            type="button"
            className={at === 0 ? 'flow-button flow-button-primary' : 'flow-button'}
            data-autofocus={at === 0 ? true : undefined}
            onClick={() => act(action)}
          >
            {t(action.messageId)}
          </button>
        ))}
        {outcome.offer && (
          <button
            type="button"
            className="flow-button"
            data-offer={outcome.offer.href}
            onClick={() => act('offer')}
          >
            {t(outcome.offer.messageId)}
          </button>
        )}
      </div>
    </div>
  );
}
