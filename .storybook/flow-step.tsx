/**
 * One flow step as the app's step overlay draws it (shared/flows/flow-steps.tsx StepFrame): the
 * step's title from the flow table and the step, over the customer's konto invoice or purchase
 * (customer.ts), whose payable and subject the host pages' own functions work out. The flow
 * control's moves (go, back, leave, finish) are Storybook spies shown in the actions panel.
 */
import { useState, type ComponentType } from 'react';
import { fn } from 'storybook/test';
import { brandBySlug } from '../generated/brands.js';
import { FLOWS, type FlowId } from '../generated/flows.js';
import type { MessageId } from '../generated/messages/index.js';
import { ROUTES } from '../generated/routes/table.js';
import { invoicePayable } from '../runtime/features/invoices/payable.js';
import { purchasePayable } from '../runtime/features/purchases/payable.js';
import { deriveAccounts } from '../runtime/shared/domain/invoice-derive.js';
import {
  FlowContext,
  type FlowControl,
  type FlowSubject,
  type Payable,
} from '../runtime/shared/flows/flow-control.js';
import type { HostKind } from '../runtime/shared/flows/position.js';
import { stepRoute } from '../runtime/shared/flows/position.js';
import { useAppFormat } from '../runtime/shared/i18n/app-format.js';
import { useCountry } from '../runtime/shared/i18n/country-context.js';
import { useTexts } from '../runtime/shared/i18n/texts.js';
import { kontoAccount, purchase, STORY_TODAY } from './customer.js';

export interface StepStoryProps {
  readonly flow: FlowId;
  readonly step: string;
  readonly Step: ComponentType;
  /** The host page the flow runs over. */
  readonly on: HostKind;
  /** The step address's query (the chosen amount, the method). */
  readonly query?: Readonly<Record<string, string>>;
}

function useHost(on: HostKind): { payable: Payable; subject: FlowSubject } {
  const t = useTexts();
  const f = useAppFormat();
  const { country, terms } = useCountry();
  if (on === 'purchase') {
    const order = purchase(country);
    const label = t('flow.pay.label.purchase', {
      id: order.orderID,
      brand: brandBySlug('skogsport').name,
    });
    const host = { kind: on, brand: 'skogsport', id: order.orderID } as const;
    return {
      payable: purchasePayable(order, host, label, country, terms),
      subject: { kind: 'purchase', order },
    };
  }
  const [view] = deriveAccounts([kontoAccount(country)], { country, today: STORY_TODAY });
  const invoice = view?.current;
  if (!view || !invoice) throw new Error('the story account has no current invoice');
  const label = t('flow.pay.label.invoice', {
    brand: view.account.accountBrandDisplay,
    date: f.date(invoice.invoiceDate),
  });
  return {
    payable: invoicePayable({ view, invoice }, terms, label),
    subject: { kind: 'invoice', account: view.account, invoice },
  };
}

export function StepStory({ flow, step, Step, on, query }: StepStoryProps) {
  const t = useTexts();
  const host = useHost(on);
  // Made once: a step's effects that follow the control must not rerun at every draw.
  const [control] = useState((): FlowControl => {
    const { payable, subject } = host;
    return {
      position: { flow, step },
      host: payable.host,
      payable,
      subject,
      query: new URLSearchParams(query),
      hrefOf: (target) => `#flow=${target.flow}`,
      go: fn().mockName('go'),
      back: fn().mockName('back'),
      leave: fn().mockName('leave'),
      finish: fn().mockName('finish'),
      setBusy: fn().mockName('setBusy'),
    };
  });
  const stepPage = stepRoute(flow, step, on);
  const titleMessageId: MessageId | null | undefined = stepPage
    ? (ROUTES[stepPage].titleMessageId as MessageId)
    : FLOWS[flow].steps.find((candidate) => candidate.id === step)?.titleMessageId;
  return (
    <FlowContext.Provider value={control}>
      <div className="story-pad">
        <div className="flow-step" data-flow={flow} data-step={step}>
          {titleMessageId && <h2>{t(titleMessageId)}</h2>}
          <Step />
        </div>
      </div>
    </FlowContext.Provider>
  );
}
