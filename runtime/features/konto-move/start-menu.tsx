/**
 * The start step's content (flow start, steps/start and `#openflow`): "What do you want to do?"
 * with the actions the invoice or purchase allows, as links to where each flow opens. Which
 * actions those are is the host page feature's rule (purchases, invoices); the route layer works
 * them out and passes them in (routes/hosts/start-step.tsx), already limited to the steps this
 * version has and never to the start step itself.
 */
import { Link } from 'react-router';
import type { MessageId } from '../../../generated/messages/index.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { useTexts } from '../../shared/i18n/texts.js';

export interface StartAction {
  readonly id: string;
  readonly href: string;
  readonly messageId: MessageId;
}

export function StartMenu({ actions }: { actions: readonly StartAction[] }) {
  const t = useTexts();
  const flow = useFlow();
  if (actions.length === 0) {
    return <StepNotice>{t('flow.start.nothing')}</StepNotice>;
  }
  return (
    <>
      {flow.payable && <p>{t('flow.start.intro', { label: flow.payable.label })}</p>}
      <ul className="flow-options" data-testid="start-actions">
        {actions.map((action) => (
          <li key={action.id}>
            <Link className="flow-option" to={action.href} data-action={action.id}>
              {t(action.messageId)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
