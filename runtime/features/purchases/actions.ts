/**
 * What the customer can do with a purchase (core §4 Rules "Customer actions"), as links to where
 * each flow opens: the step page for purchases of the flow's first step (or of the first step of
 * the subflow it runs first) when it has one, else its hash trigger on the purchase page, else
 * the start step ("What do you want to do?"). The flows
 * themselves, their hosts, triggers and countries are data (generated/flows.ts); the offers a
 * country has are its terms (countries/<cc>.yaml `offers`).
 *
 * Which action fits which purchase:
 * - nothing is offered unless the purchase can be paid (canPay): a debt-collection purchase, one
 *   with a refund and one the provider blocks get none (core §4: debt collection cannot be paid);
 * - pay now and pay by bank transfer whenever it can be paid;
 * - pay automatically on the due date (flow autogiro) while it is due and not yet late; a
 *   scheduled one (901) offers only to remove the automatic payment (Keep or Remove), a
 *   cancelling one (904) nothing until the provider is done;
 * - postpone, pause for return, split and move to konto only while it is due (overdue included),
 *   an invoice the customer has not acted on yet: postpone when the provider offers
 *   snoozePossibilities; pause when the goods were delivered; split for a purchase above the
 *   country's smallest split amount that is not already split or on an account; move to konto for
 *   a purchase not already on one.
 */
import { FLOWS, type FlowId } from '../../../generated/flows.js';
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import { OrderStatus } from '../../../generated/codes/tables/order-status.js';
import { OrderType } from '../../../generated/codes/tables/order-type.js';
import { OrderWebStatus } from '../../../generated/codes/tables/order-web-status.js';
import type { Order } from '../../../generated/entities/types.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { splitAllowedFor } from '../../shared/domain/split-cost.js';

export type PurchaseActionId =
  'pay' | 'bank' | 'autogiro' | 'snooze' | 'return' | 'split' | 'moveToKonto' | 'cancelAutogiro';

/** The purchase page and its flows' step pages; each takes the purchase's brand and id. */
export type PurchaseRoute =
  'app-purchases-brand-id' | Extract<RouteName, `app-purchases-brand-id-steps-${string}`>;

export interface PurchaseAction {
  readonly id: PurchaseActionId;
  readonly route: PurchaseRoute;
  /** The hash that opens an in-page flow, or ''. */
  readonly hash: string;
  /** The flow a shared step page opens (its `flow` query): steps/pay is pay's and autogiro's. */
  readonly flow?: FlowId;
}

type ActionOrder = Pick<
  Order,
  | 'orderStatus'
  | 'orderStatusWeb'
  | 'orderType'
  | 'snoozePossibilities'
  | 'orderInvoiceAmount'
  | 'totalOrderAmount'
>;

export interface ActionInput {
  readonly order: ActionOrder;
  /** The display state (overdue counts as due here). */
  readonly state: DisplayStateCode;
  readonly canPay: boolean;
  readonly country: CountryCode;
  readonly terms: Pick<CountryTerms, 'offers' | 'fees'>;
}

const PURCHASE_PAGE = 'app-purchases-brand-id' satisfies PurchaseRoute;
const START_STEP = 'app-purchases-brand-id-steps-start' satisfies PurchaseRoute;

const isPurchaseStep = (route: RouteName): route is PurchaseRoute =>
  route.startsWith(`${PURCHASE_PAGE}-steps-`);

/** Where a flow opens for a purchase in a country, or null when it does not run there. */
export function flowEntry(
  flowId: keyof typeof FLOWS,
  country: CountryCode,
): { route: PurchaseRoute; hash: string } | null {
  const flow = FLOWS[flowId];
  if (!(flow.countries as readonly string[]).includes(country)) return null;
  if (!(flow.hosts as readonly string[]).includes(PURCHASE_PAGE)) return null;
  if (flow.featureToggle !== null) return null;
  const first = flow.steps.find((step) => (step.countries as readonly string[]).includes(country));
  // A first step run as a subflow (the move to konto's identification) opens at its first step.
  const shown = first?.subflow ? FLOWS[first.subflow as keyof typeof FLOWS].steps[0] : first;
  const stepRoute = (shown?.routes as readonly RouteName[] | undefined)?.find(isPurchaseStep);
  if (stepRoute) return { route: stepRoute, hash: '' };
  const trigger = (flow.triggers as readonly string[])[0];
  if (trigger) return { route: PURCHASE_PAGE, hash: trigger };
  return { route: START_STEP, hash: '' };
}

function splitAllowed(input: ActionInput): boolean {
  const { order, terms } = input;
  if ([OrderType.freepart, OrderType.konto, OrderType.monthly].includes(order.orderType as never))
    return false;
  return splitAllowedFor(order.orderInvoiceAmount, terms);
}

/** Automatic payment's step page: steps/pay, in flow autogiro (schema/flows.yaml). */
function autogiroEntry(country: CountryCode): Omit<PurchaseAction, 'id'> | null {
  const entry = flowEntry('autogiro', country);
  return entry && { ...entry, flow: 'autogiro' };
}

const wanted: Record<
  Exclude<PurchaseActionId, 'cancelAutogiro'>,
  (input: ActionInput, due: boolean) => boolean
> = {
  pay: () => true,
  bank: () => true,
  // Scheduled for the due date: not for a purchase already late.
  autogiro: ({ state }) => state === 'due',
  snooze: ({ order, terms }, due) =>
    due && terms.offers.snooze.available && (order.snoozePossibilities ?? []).length > 0,
  return: ({ order, terms }, due) =>
    due && terms.offers.pauseForReturn.available && order.orderStatus === OrderStatus.delivered,
  split: (input, due) => due && splitAllowed(input),
  moveToKonto: ({ order, terms }, due) =>
    due &&
    terms.offers.konto.available &&
    order.orderType !== OrderType.konto &&
    order.orderType !== OrderType.freepart,
};

const ORDER: readonly Exclude<PurchaseActionId, 'cancelAutogiro'>[] = [
  'pay',
  'bank',
  'autogiro',
  'snooze',
  'return',
  'split',
  'moveToKonto',
];

export function purchaseActions(input: ActionInput): PurchaseAction[] {
  if (input.order.orderStatusWeb === OrderWebStatus.scheduled) {
    const entry = autogiroEntry(input.country);
    return entry ? [{ id: 'cancelAutogiro', ...entry }] : [];
  }
  if (!input.canPay) return [];
  const due = input.state === 'due' || input.state === 'overdue';
  return ORDER.flatMap((id) => {
    if (!wanted[id](input, due)) return [];
    const entry = id === 'autogiro' ? autogiroEntry(input.country) : flowEntry(id, input.country);
    return entry ? [{ id, ...entry }] : [];
  });
}
