/** The shown state of an invoice as text (code.displayState.*), and the moved-to-monthly flag. */
import type { DisplayStateCode } from '../../../generated/codes.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../i18n/texts.js';
import type { InvoiceShownState } from './state.js';

const camel = (code: DisplayStateCode) =>
  code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function stateMessageId(state: DisplayStateCode): MessageId {
  return `code.displayState.${camel(state)}` as MessageId;
}

export function StateLabel({ shown }: { shown: InvoiceShownState | undefined }) {
  const t = useTexts();
  if (!shown) return null;
  return (
    <span className={`iv-state iv-state-${shown.state}`}>
      {t(stateMessageId(shown.state), { days: shown.daysLate ?? 0 })}
    </span>
  );
}

export function MovedFlag({ moved }: { moved: boolean }) {
  const t = useTexts();
  return moved ? <span className="iv-flag">{t('code.displayState.monthlyMoved')}</span> : null;
}
