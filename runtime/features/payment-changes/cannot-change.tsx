/** What a step says when the purchase does not allow its change (any more), with a way out. */
import type { MessageId } from '../../../generated/messages/index.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useTexts } from '../../shared/i18n/texts.js';

export function CannotChange({ message }: { message: MessageId }) {
  const t = useTexts();
  const flow = useFlow();
  return (
    <>
      <p role="status">{t(message)}</p>
      <div className="flow-actions">
        <button type="button" className="flow-button" onClick={() => flow.leave()}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
