/**
 * What a step says when there is nothing to do in it now (nothing to pay, the change is not
 * allowed any more, the provider already said no), with the one way out: Close leaves the flow.
 * A status by default; `alert` when it is a failure the customer must notice.
 */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts.js';
import { useFlow } from './flow-control.js';

export function StepNotice({ children, alert }: { children: ReactNode; alert?: boolean }) {
  const t = useTexts();
  const flow = useFlow();
  return (
    <>
      <p role={alert ? 'alert' : 'status'} className={alert ? 'flow-error' : undefined}>
        {children}
      </p>
      <div className="flow-actions">
        <button type="button" className="flow-button" onClick={() => flow.leave()}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
