import type { Model, SourceFile } from '../../core/types.js';
import type { Country } from '../routes/sources.js';

/**
 * The shape of schema/flows.yaml as its meta schema (schema/meta/flows.schema.json) guarantees it,
 * plus typed access to the file.
 */

export const FLOWS_KIND = 'flows';

export type FeatureToggle = 'messagecenter' | 'mobilepay' | 'notecenter' | 'facade';

export type DialogActionKind =
  | 'close'
  | 'decline'
  | 'retry'
  | 'closeAndRetry'
  | 'reload'
  | 'goHome'
  | 'customerService'
  | 'submit';

export interface ActionSource {
  id: string;
  does: DialogActionKind;
  messageId: string;
}

export interface DialogSource {
  role: 'dialog' | 'alertdialog';
  dismissible?: boolean;
  titleMessageId: string;
  bodyMessageId?: string;
  actions: ActionSource[];
}

export interface OutcomeSource extends DialogSource {
  id: string;
  countries?: Country[];
  bodyMessageId: string;
}

export interface StepSource {
  id: string;
  routes?: string[];
  calls?: string[];
  subflow?: string;
  returnRoute?: string;
  countries?: Country[];
  featureToggle?: FeatureToggle;
  /** In-page steps only; a step page has its route's title. */
  titleMessageId?: string;
  confirmation?: DialogSource;
  countryTerms?: string[];
  validator?: string;
  declarations?: Array<{ field: string; requestField: string; messageId: string }>;
  submitMessageId?: string;
  failure?: string;
}

export interface FlowSource {
  description: string;
  countries?: Country[];
  featureToggle?: FeatureToggle;
  hosts?: string[];
  triggers?: string[];
  next?: string[];
  options?: string[];
  steps: StepSource[];
  outcomes?: OutcomeSource[];
}

export interface FlowsSource {
  forcedPaymentOverlay: {
    flow: string;
    step: string;
    opens: string;
    hash: string;
    after: string[];
    messageId: string;
  };
  genericFailure: DialogSource;
  flows: Record<string, FlowSource>;
}

export const flowsFile = (model: Model): SourceFile<FlowsSource> =>
  model.file<FlowsSource>(FLOWS_KIND);
