import type { Emitted, Model, Templates } from '../../../core/types.js';
import { literal } from '../../../core/literal.js';
import { countriesOf, type Country } from '../../routes/sources.js';
import { flowsFile, type DialogSource, type FeatureToggle, type FlowSource } from '../sources.js';

export const FLOWS_PATH = 'flows-data.ts';

/** The feature toggles of spec 3, in the order of schema/meta/flows.schema.json. */
const FEATURE_TOGGLES: readonly FeatureToggle[] = [
  'messagecenter',
  'mobilepay',
  'notecenter',
  'facade',
];

/**
 * generated/flows.ts: every flow with its steps (step pages, api calls, declarations, country
 * terms), hash triggers and outcome dialogs, with country lists resolved (a step's countries within
 * its flow's) and dismissibility resolved (never for an alertdialog), plus small lookups.
 */
export function emitFlows(model: Model, templates: Templates): Emitted[] {
  const file = flowsFile(model);
  const data = file.data;
  const hashTriggers = Object.fromEntries(
    Object.entries(data.flows).flatMap(([id, flow]) => (flow.triggers ?? []).map((t) => [t, id])),
  );
  const content = templates.render('flows/flows-data.ts.hbs', {
    featureToggles: FEATURE_TOGGLES.map(literal).join(' | '),
    flows: literal(
      Object.fromEntries(Object.entries(data.flows).map(([id, flow]) => [id, flowEntry(flow)])),
    ),
    hashTriggers: literal(hashTriggers),
    forcedPaymentOverlay: literal(data.forcedPaymentOverlay),
    genericFailure: literal(dialog(data.genericFailure)),
  });
  return [{ path: FLOWS_PATH, content, sources: [file.path] }];
}

/** Spec 4: an alertdialog is never dismissible; a dialog is unless it says otherwise. */
function dialog(source: DialogSource): object {
  return {
    role: source.role,
    dismissible: source.role === 'dialog' && (source.dismissible ?? true),
    titleMessageId: source.titleMessageId,
    bodyMessageId: source.bodyMessageId ?? null,
    actions: source.actions.map((a) => ({ id: a.id, does: a.does, messageId: a.messageId })),
  };
}

const within = (inner: readonly Country[], outer: readonly Country[]): Country[] =>
  inner.filter((c) => outer.includes(c));

function flowEntry(flow: FlowSource): object {
  const countries = countriesOf(flow);
  return {
    countries,
    featureToggle: flow.featureToggle ?? null,
    hosts: flow.hosts ?? [],
    triggers: flow.triggers ?? [],
    next: flow.next ?? [],
    options: flow.options ?? [],
    steps: flow.steps.map((step) => ({
      id: step.id,
      routes: step.routes ?? [],
      calls: step.calls ?? [],
      subflow: step.subflow ?? null,
      returnRoute: step.returnRoute ?? null,
      countries: within(countriesOf(step), countries),
      featureToggle: step.featureToggle ?? null,
      titleMessageId: step.titleMessageId ?? null,
      confirmation: step.confirmation ? dialog(step.confirmation) : null,
      countryTerms: step.countryTerms ?? [],
      validator: step.validator ?? null,
      declarations: (step.declarations ?? []).map((d) => ({
        field: d.field,
        requestField: d.requestField,
        messageId: d.messageId,
      })),
      submitMessageId: step.submitMessageId ?? null,
      failure: step.failure ?? null,
    })),
    outcomes: (flow.outcomes ?? []).map((outcome) => ({
      id: outcome.id,
      countries: within(countriesOf(outcome), countries),
      ...dialog(outcome),
    })),
  };
}
