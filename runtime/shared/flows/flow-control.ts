/**
 * What a step can do with its flow (spec 2 "Payment steps", spec 4 overlays), the same for every
 * flow of schema/flows.yaml: go on to another step, step back, leave the flow, or end it in one of
 * the flow's outcome dialogs. Steps read it with useFlow().
 *
 * The flow history (spec 3 interface state) is the browser's: every step is an address (a step
 * page, or a hash on the host page), entered with a push whose state counts the steps taken since
 * the host page (`flowDepth`) and the host page's entry (`hostIndex`). Back and Escape step back
 * one entry; leaving goes back over all of them (flow-history.ts), so the host page is where it
 * was and Back does not reopen a finished flow.
 */
import { createContext, useContext } from 'react';
import type { BrandSlug } from '../../../generated/brands.js';
import type { Invoice, InvoiceAccount, Order } from '../../../generated/entities/types.js';
import type { FlowId } from '../../../generated/flows.js';
import type { MessageId } from '../../../generated/messages/index.js';
import type { HostKind, FlowPosition } from './position.js';

/** The host page a flow runs over: an invoice (its brand and date) or a purchase. */
export interface FlowHost {
  readonly kind: HostKind;
  readonly brand: BrandSlug;
  /** The purchase number, or the invoice date. */
  readonly id: string;
}

/**
 * What there is to pay, as the host page knows it (its feature computes it from the invoice or
 * the purchase), so the payment steps need not know either. Null fields: not shown to the customer.
 */
export interface Payable {
  readonly host: FlowHost;
  /** The name the customer knows it by ("Faktura november", "Köp 1234"). */
  readonly label: string;
  /** The full amount to pay, in major units. */
  readonly total: number;
  /** The least that may be paid now (an invoice's minimum; a purchase's total). */
  readonly minimum: number;
  /** What Trustly calls this kind of debt (codes trustlyMethod): an order or an account invoice. */
  readonly trustlyType: 'FOURTEEN_DAY_INVOICE' | 'ACCOUNT' | 'INVOICE';
  /** False when nothing can be paid now (the host page says why). */
  readonly payable: boolean;
  /** True when it can be split instead (a purchase the split flow takes, spec 4 forced overlay). */
  readonly splittable: boolean;
}

/**
 * What the flow is about, as the provider sent it: the purchase, or the invoice with its account.
 * The steps that change a payment (postpone, split, automatic payment, ...) read their figures from
 * it (snoozePossibilities, dueDate, the account's status); the payment steps need only Payable.
 */
export type FlowSubject =
  | { readonly kind: 'purchase'; readonly order: Order }
  | { readonly kind: 'invoice'; readonly account: InvoiceAccount; readonly invoice: Invoice };

/** A step to go to: its flow and step, and the query it carries (the chosen amount, ...). */
export interface StepTarget {
  readonly flow: FlowId;
  readonly step: string;
  readonly query?: Readonly<Record<string, string>>;
}

/** An outcome to show when a flow ends, with the values its texts take. */
export interface OutcomeRequest {
  readonly flow: FlowId;
  /** An outcome id of the flow, or 'generic' for the generic failure (spec 8 'Mystiskt fel'). */
  readonly outcome: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Where retry and closeAndRetry go; by default the flow's first step. */
  readonly retry?: StepTarget;
  /** The amount paid, for the payment_complete event. */
  readonly amount?: number;
  /**
   * A flow the dialog offers besides its table actions (the forced payment overlay: split the
   * purchase instead), as the address that opens it and its button's label.
   */
  readonly offer?: { readonly href: string; readonly messageId: MessageId };
}

export interface FlowControl {
  readonly position: FlowPosition;
  readonly host: FlowHost;
  readonly payable: Payable | null;
  readonly subject: FlowSubject | null;
  /** The query of the step's address (amount, method, reference). */
  readonly query: URLSearchParams;
  /** The address of a step (for links that open it in the flow). */
  hrefOf(target: StepTarget): string;
  go(target: StepTarget, options?: { replace?: boolean }): void;
  /** One step back (Escape, the back button): the previous entry, or the host page. */
  back(): void;
  /** Leaves the flow for the host page. */
  leave(): void;
  /** Leaves the flow and shows its outcome dialog over the host page. */
  finish(request: OutcomeRequest): void;
  /** While true, Escape and the close button wait (a request is on its way). */
  setBusy(busy: boolean): void;
}

export const FlowContext = createContext<FlowControl | null>(null);

/** The flow the step runs in; only inside a step of FlowSteps. */
export function useFlow(): FlowControl {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow is used outside a flow step');
  return flow;
}
