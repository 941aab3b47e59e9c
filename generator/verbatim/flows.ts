/**
 * The in-page flows (schema/flows.yaml): every flow with its steps, hash triggers and outcome
 * dialogs (their data in flows-data.ts, re-exported here), and the lookups that apply them.
 */
import type { MessageId } from './messages/index.js';
import type { CountryCode } from './countries/index.js';
import { FLOWS, HASH_TRIGGERS, type FeatureToggle } from './flows-data.js';
import type { ErrorSituationId } from './routes/situations.js';
import type { RouteName } from './routes/table.js';

export * from './flows-data.js';

/**
 * What a dialog button does. close dismisses (role dialog only); decline is the explicit no of a
 * confirmation ('Behåll'); retry sends the same request again; closeAndRetry goes back into the
 * flow to try again ('Stäng och försök igen'); reload reloads the page; goHome and customerService
 * leave for those pages; submit goes on with the step's call.
 */
export type DialogActionKind =
  | 'close'
  | 'decline'
  | 'retry'
  | 'closeAndRetry'
  | 'reload'
  | 'goHome'
  | 'customerService'
  | 'submit';

export interface DialogAction {
  id: string;
  does: DialogActionKind;
  messageId: MessageId;
}

/**
 * Spec 4: role alertdialog cannot be dismissed by escape, outside click or close button, so its
 * dismissible is false and it has no close action; a dialog is dismissible unless it says not.
 */
export interface FlowDialog {
  role: 'dialog' | 'alertdialog';
  dismissible: boolean;
  titleMessageId: MessageId;
  bodyMessageId: MessageId | null;
  actions: readonly DialogAction[];
}

export interface FlowOutcome extends FlowDialog {
  id: string;
  countries: readonly CountryCode[];
}

/** A flow starts at its first step; a host may open a later one directly (autogiro's cancelConfirm). */
export interface FlowStep {
  id: string;
  /** The step pages it is shown on; empty for in-page steps. */
  routes: readonly RouteName[];
  /** operationIds of the api it calls. */
  calls: readonly string[];
  subflow: string | null;
  returnRoute: RouteName | null;
  /** Where the step runs: its own countries within its flow's. */
  countries: readonly CountryCode[];
  featureToggle: FeatureToggle | null;
  /** In-page steps only; a step page has its route's title. */
  titleMessageId: MessageId | null;
  confirmation: FlowDialog | null;
  /** Key paths of the country terms (generated/countries) the step shows, such as insurance.eligibility. */
  countryTerms: readonly string[];
  /** The validator (generated/validators) the step's form must pass. */
  validator: string | null;
  /** Checkboxes the customer must tick: the form field, the request field sent as true, the text. */
  declarations: readonly { field: string; requestField: string; messageId: MessageId }[];
  submitMessageId: MessageId | null;
  /** The error situation (ERRORS of routes/table) a failed call shows instead of an outcome. */
  failure: ErrorSituationId | null;
}

export interface FlowDefinition {
  countries: readonly CountryCode[];
  featureToggle: FeatureToggle | null;
  /** Pages the flow opens over. */
  hosts: readonly RouteName[];
  /** Hash fragments that open it. */
  triggers: readonly string[];
  next: readonly string[];
  /** Payment-method flows offered to choose from. */
  options: readonly string[];
  steps: readonly FlowStep[];
  outcomes: readonly FlowOutcome[];
}

export type FlowId = keyof typeof FLOWS;
export type StepId<F extends FlowId> = (typeof FLOWS)[F]['steps'][number]['id'];
export type OutcomeId<F extends FlowId> = (typeof FLOWS)[F]['outcomes'][number]['id'];

export type HashTrigger = keyof typeof HASH_TRIGGERS;

/** The flow a location hash opens, if any. */
export function flowOfHash(hash: string): FlowId | undefined {
  return Object.hasOwn(HASH_TRIGGERS, hash) ? HASH_TRIGGERS[hash as HashTrigger] : undefined;
}

type Toggles = Readonly<Partial<Record<FeatureToggle, boolean>>>;

function enabled(
  item: { countries: readonly CountryCode[]; featureToggle: FeatureToggle | null },
  country: CountryCode,
  toggles: Toggles,
): boolean {
  return (
    item.countries.includes(country) &&
    (!item.featureToggle || toggles[item.featureToggle] === true)
  );
}

/** Whether a flow is offered in a country with the given feature toggles. */
export function flowAvailable(flow: FlowId, country: CountryCode, toggles: Toggles = {}): boolean {
  const definition: FlowDefinition = FLOWS[flow];
  return enabled(definition, country, toggles);
}

/**
 * The steps a flow runs in a country, in order; none where the flow itself does not run. A step's
 * countries lie within its flow's, but its toggle is its own: a flow's toggle (mobilepay) holds
 * only here.
 */
export function stepsIn(
  flow: FlowId,
  country: CountryCode,
  toggles: Toggles = {},
): readonly FlowStep[] {
  const definition: FlowDefinition = FLOWS[flow];
  if (!enabled(definition, country, toggles)) return [];
  return definition.steps.filter((step) => enabled(step, country, toggles));
}

/** The outcome dialogs a flow can end in, in a country. */
export function outcomesIn(flow: FlowId, country: CountryCode): readonly FlowOutcome[] {
  const definition: FlowDefinition = FLOWS[flow];
  return definition.outcomes.filter((outcome) => outcome.countries.includes(country));
}
