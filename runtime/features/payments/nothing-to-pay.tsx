/** What a payment step says when its invoice or purchase has nothing to pay now. */
import { useFlow } from '../../shared/flows/flow-control.js';
import { useTexts } from '../../shared/i18n/texts.js';

export function NothingToPay() {
  const t = useTexts();
  const flow = useFlow();
  return (
    <>
      <p role="status">{t('flow.pay.nothingToPay')}</p>
      <div className="flow-actions">
        <button type="button" className="flow-button" onClick={() => flow.leave()}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
