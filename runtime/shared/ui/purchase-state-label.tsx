/**
 * A purchase's display state in words (core §4 Display states; texts `code.displayState.*` in
 * the four languages). The state is also a data attribute, so styles and tests can read it
 * without depending on the words. Colour is a secondary cue only: the text says it all.
 */
import { codeMessageId } from '../../../generated/codes/lookup.js';
import { displayStateCodes } from '../../../generated/codes/tables/display-state.js';
import { useTexts } from '../i18n/texts.js';
import type { ShownState } from '../domain/display-state.js';

export function useStateText(): (shown: ShownState) => string {
  const t = useTexts();
  return (shown) => t(codeMessageId(displayStateCodes, shown.state), { days: shown.daysLate ?? 0 });
}

export function StateLabel({ shown }: { shown: ShownState }) {
  const text = useStateText()(shown);
  return (
    <span className={`pu-state pu-state-${shown.state}`} data-display-state={shown.state}>
      {text}
    </span>
  );
}
