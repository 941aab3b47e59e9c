/**
 * The ways to pay the select step offers (issue 13, spec 2 "#flow=select ... choose Swish or
 * Trustly, or other available methods"): the methods the country's terms offer (Swish in se,
 * Vipps in no, MobilePay in dk with its toggle, Trustly in se, no, dk; countries/<cc>.yaml
 * payments.methods and schema/flows.yaml select options), card everywhere, the customer's linked
 * bank account when there is one, and a manual bank transfer everywhere. Each method leads to a
 * step of the flow table: its own flow's step, or the pay step, which confirms card and account.
 */
import type { CountryTerms } from '../../../generated/countries/index.js';
import { FLOWS, flowAvailable, type FlowId } from '../../../generated/flows.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { StepTarget } from '../../shared/flows/flow-control.js';

export type PaymentMethod = 'swish' | 'trustly' | 'vipps' | 'mobilepay' | 'card' | 'account';
export type SelectChoice = PaymentMethod | 'bank';

/** The methods paid through the gateway's page (startAdyen) or Trustly's (startTrustly). */
export type ProviderMethod = Exclude<PaymentMethod, 'account'>;

export interface MethodContext {
  readonly country: CountryCode;
  readonly terms: Pick<CountryTerms, 'payments'>;
  readonly mobilepayToggle: boolean;
  /** Whether the customer has a linked bank account to pay from. */
  readonly linkedAccount: boolean;
}

const selectOptions = FLOWS.select.options as readonly string[];

function offeredByTerms(
  method: 'swish' | 'trustly' | 'vipps' | 'mobilepay',
  context: MethodContext,
) {
  const terms = context.terms.payments.methods[method];
  return (
    terms.available &&
    flowAvailable(method, context.country, { mobilepay: context.mobilepayToggle })
  );
}

/** The choices in the order the select step lists them. */
export function selectChoices(context: MethodContext): SelectChoice[] {
  const own = (['swish', 'vipps', 'mobilepay', 'trustly'] as const).filter(
    (method) => selectOptions.includes(method) && offeredByTerms(method, context),
  );
  return [
    ...own,
    'card',
    ...(context.linkedAccount ? (['account'] as const) : []),
    ...(selectOptions.includes('bank') ? (['bank'] as const) : []),
  ];
}

/** The step a choice goes on to, carrying the amount. */
export function choiceTarget(choice: SelectChoice, amount: string): StepTarget {
  if (choice === 'bank') return { flow: 'bank', step: 'bank' };
  if (choice === 'card' || choice === 'account') {
    return { flow: 'pay', step: 'pay', query: { amount, method: choice } };
  }
  const flow: FlowId = choice;
  return { flow, step: choice, query: { amount } };
}

/** The method a confirm step pays with: its own flow's, or the pay step's `method` query. */
export function methodOfStep(flow: FlowId, methodQuery: string | null): PaymentMethod | null {
  if (flow === 'swish' || flow === 'trustly' || flow === 'vipps' || flow === 'mobilepay') {
    return flow;
  }
  if (flow === 'pay' && (methodQuery === 'card' || methodQuery === 'account')) return methodQuery;
  return null;
}

/**
 * The flow whose outcome dialogs a method's result shows: Trustly and Vipps have their own
 * (schema/flows.yaml), the gateway's other methods the payment flow's, the linked account pay's.
 */
export function outcomeFlowOf(method: PaymentMethod): FlowId {
  if (method === 'trustly' || method === 'vipps') return method;
  if (method === 'account') return 'pay';
  return 'payment';
}
