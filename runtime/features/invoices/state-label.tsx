/** The shown state of an invoice as text (the code table's text), and the moved-to-monthly flag. */
import { codeMessageId } from '../../../generated/codes/lookup.js';
import { displayStateCodes } from '../../../generated/codes/tables/display-state.js';
import { useTexts } from '../../shared/i18n/texts.js';
import type { InvoiceShownState } from '../../shared/domain/invoice-state.js';

export function StateLabel({ shown }: { shown: InvoiceShownState | undefined }) {
  const t = useTexts();
  // Every display state has a text (a labelled code table, checked at generation).
  const id = shown && codeMessageId(displayStateCodes, shown.state);
  if (!shown || !id) return null;
  return (
    <span className={`iv-state iv-state-${shown.state}`}>
      {t(id, { days: shown.daysLate ?? 0 })}
    </span>
  );
}

export function MovedFlag({ moved }: { moved: boolean }) {
  const t = useTexts();
  return moved ? <span className="iv-flag">{t('code.displayState.monthlyMoved')}</span> : null;
}
