import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import { generatorFiles, verbatimOutputs } from '../../generator/core/templates.js';
import type { Model } from '../../generator/core/types.js';
import { alertdialogsUndismissable } from '../../generator/domains/flows/checks/alertdialogs.js';
import { flowCountriesConsistent } from '../../generator/domains/flows/checks/countries.js';
import { flowCallsExist } from '../../generator/domains/flows/checks/flow-calls.js';
import { flowReferencesResolve } from '../../generator/domains/flows/checks/flow-references.js';
import { flowRoutesExist } from '../../generator/domains/flows/checks/flow-routes.js';
import { flowStepsResolve } from '../../generator/domains/flows/checks/flow-steps.js';
import { hashTriggersUnique } from '../../generator/domains/flows/checks/hash-triggers.js';
import { flowMessageIdsFollowConvention } from '../../generator/domains/flows/checks/message-ids.js';
import { emitFlows } from '../../generator/domains/flows/emit/flows.js';
import { flowsDomain } from '../../generator/domains/flows/index.js';
import type { FlowsSource } from '../../generator/domains/flows/sources.js';
import { readSource, templates } from '../support/sources.js';

const REAL: Array<[string, string]> = [
  ['schema/flows.yaml', 'flows'],
  ['schema/routes.yaml', 'routes'],
  ['schema/api.yaml', 'api'],
  ['schema/validators.yaml', 'validators'],
  ['countries/se.yaml', 'country'],
  ['countries/no.yaml', 'country'],
  ['countries/fi.yaml', 'country'],
  ['countries/dk.yaml', 'country'],
];

/** The real flows with their routes and the api contract; `edit` changes a copy of flows.yaml. */
function model(edit: (flows: FlowsSource) => void = () => {}, kinds = REAL): Model {
  const files = kinds.map(([path, kind]) => ({
    path,
    kind,
    name: path.replace(/^.*\/|\.yaml$/g, ''),
    data: parse(readSource(path)) as unknown,
  }));
  edit(files[0]!.data as FlowsSource);
  return makeModel(files);
}

describe('flowRoutesExist', () => {
  it('rejects a step page, host or return page that is not a route', () => {
    const problems = flowRoutesExist(
      model((f) => {
        f.flows.snooze!.steps[0]!.routes = ['app-purchases-brand-id-steps-nap'];
        f.flows.pay!.hosts = ['app-invoices-brand-id', 'app-pay'];
        f.flows.monthio!.steps[0]!.returnRoute = 'monthio-callback';
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['flows.pay.hosts.1', "unknown route 'app-pay'"],
      ['flows.snooze.steps.0.routes.0', "unknown route 'app-purchases-brand-id-steps-nap'"],
      ['flows.monthio.steps.0.returnRoute', "unknown route 'monthio-callback'"],
    ]);
  });
});

describe('flowCallsExist', () => {
  it('rejects a call that is not an operationId of schema/api.yaml', () => {
    const problems = flowCallsExist(
      model((f) => {
        f.flows.snooze!.steps[0]!.calls = ['snoozeOrder'];
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['flows', 'snooze', 'steps', 0, 'calls', 0],
        message: "unknown operation 'snoozeOrder'",
      }),
    ]);
  });

  it('skips until schema/api.yaml exists', () => {
    const withoutApi = model(
      (f) => {
        f.flows.snooze!.steps[0]!.calls = ['snoozeOrder'];
      },
      REAL.filter(([, kind]) => kind !== 'api'),
    );
    expect(flowCallsExist(withoutApi)).toEqual([]);
  });
});

describe('flowReferencesResolve', () => {
  it('rejects unknown next, option and subflow ids', () => {
    const problems = flowReferencesResolve(
      model((f) => {
        f.flows.select!.options = ['swish', 'klarna'];
        f.flows.start!.next = ['pay', 'teleport'];
        f.flows.moveToKonto!.steps[0]!.subflow = 'bankid';
      }),
    );
    expect(problems.map((p) => p.path.join('.'))).toEqual([
      'flows.start.next.1',
      'flows.select.options.1',
      'flows.moveToKonto.steps.0.subflow',
    ]);
  });

  it('rejects a step id used twice and a forced overlay at an unknown step', () => {
    const problems = flowReferencesResolve(
      model((f) => {
        f.flows.autogiro!.steps[1]!.id = 'schedule';
        f.forcedPaymentOverlay.step = 'done';
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([
      "step id 'schedule' occurs twice in this flow",
      "flow 'submission' has no step 'done'",
    ]);
  });
});

describe('hashTriggersUnique', () => {
  it('rejects a hash two flows claim', () => {
    const problems = hashTriggersUnique(
      model((f) => {
        f.flows.amount!.triggers = ['#flow=pay'];
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['flows', 'amount', 'triggers', 0],
        message: "hash '#flow=pay' already opens flow 'pay'",
      }),
    ]);
  });

  it('wants the forced payment overlay hash to open the flow it names', () => {
    const problems = hashTriggersUnique(
      model((f) => {
        f.forcedPaymentOverlay.hash = '#flow=pay';
      }),
    );
    expect(problems.map((p) => p.path.join('.'))).toEqual(['forcedPaymentOverlay.hash']);
  });
});

describe('flowCountriesConsistent', () => {
  it('rejects a step in a country its flow does not run in', () => {
    const problems = flowCountriesConsistent(
      model((f) => {
        f.flows.vipps!.steps[0]!.countries = ['se'];
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['flows.vipps.steps.0.countries', 'the flow does not run in se'],
    ]);
  });
});

describe('flowMessageIdsFollowConvention', () => {
  it('wants flow.<flowId>.outcome.<outcome>.title|body', () => {
    const problems = flowMessageIdsFollowConvention(
      model((f) => {
        f.flows.snooze!.outcomes![1]!.bodyMessageId = 'flow.snooze.failed.body';
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['flows', 'snooze', 'outcomes', 1, 'bodyMessageId'],
        expected: "'flow.snooze.outcome.fail.body'",
      }),
    ]);
  });
});

describe('alertdialogsUndismissable', () => {
  it('passes the real flows: no alertdialog has a close action or is dismissible', () => {
    expect(alertdialogsUndismissable(model())).toEqual([]);
  });

  it('rejects a close action on an alertdialog outcome, confirmation or the generic failure', () => {
    const close = { id: 'close', does: 'close' as const, messageId: 'common.close' };
    const problems = alertdialogsUndismissable(
      model((f) => {
        f.genericFailure.actions.push(close);
        f.flows.pay!.outcomes![1]!.actions.push(close);
        f.flows.unlinkBankAccount!.steps[0]!.confirmation!.actions[0]!.does = 'close';
      }),
    );
    expect(problems.map((p) => p.path.join('.'))).toEqual([
      'genericFailure.actions.1.does',
      'flows.pay.outcomes.1.actions.2.does',
      'flows.unlinkBankAccount.steps.0.confirmation.actions.0.does',
    ]);
    expect(problems[0]!.message).toBe(
      "action 'close' closes an alertdialog, which cannot be dismissed",
    );
  });

  it('rejects a dismissible alertdialog, but lets a dialog close', () => {
    const problems = alertdialogsUndismissable(
      model((f) => {
        f.flows.snooze!.outcomes![1]!.dismissible = true;
        f.flows.snooze!.outcomes![0]!.dismissible = false;
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'flows.snooze.outcomes.1.dismissible',
        'an alertdialog cannot be dismissed by escape, outside click or close button',
      ],
    ]);
  });

  it('keeps decline to confirmations', () => {
    const problems = alertdialogsUndismissable(
      model((f) => {
        f.flows.refund!.outcomes![1]!.actions[0]!.does = 'decline';
      }),
    );
    expect(problems.map((p) => p.path.join('.'))).toEqual([
      'flows.refund.outcomes.1.actions.0.does',
    ]);
  });
});

describe('flowStepsResolve', () => {
  it('passes the real flows', () => {
    expect(flowStepsResolve(model())).toEqual([]);
  });

  it('matches the insurance declarations to the validator and the application body', () => {
    const problems = flowStepsResolve(
      model((f) => {
        const step = f.flows.insurance!.steps[0]!;
        step.declarations = step.declarations!.slice(0, 2);
        step.declarations[1] = { ...step.declarations[1]!, requestField: 'confirmed' };
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'flows.insurance.steps.0.declarations',
        "validator 'insuranceDeclarations' also requires confirmEligibility",
      ],
      [
        'flows.insurance.steps.0.declarations.1.requestField',
        "no request body of applyInsurance has a field 'confirmed'",
      ],
    ]);
  });

  it('wants country terms in every country file where the step runs', () => {
    const problems = flowStepsResolve(
      model((f) => {
        f.flows.insurance!.steps[0]!.countryTerms = [
          'insurance.eligibility.employee.minMonthsEmployed',
          'loan.amount',
        ];
        f.flows.insurance!.countries = ['dk'];
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'flows.insurance.steps.0.countryTerms.1',
        "'loan.amount' is not in countries/dk.yaml, where this step runs",
      ],
    ]);
  });

  it('rejects an unknown validator and a failure outside the error catalogue', () => {
    const problems = flowStepsResolve(
      model((f) => {
        f.flows.insurance!.steps[0]!.validator = 'insurance';
        f.flows.refund!.steps[0]!.failure = 'refundDown';
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([
      "unknown error situation 'refundDown'",
      "unknown validator 'insurance'",
    ]);
  });
});

interface FlowsModule {
  FLOWS: Record<
    string,
    {
      countries: string[];
      hosts: string[];
      next: string[];
      steps: Array<{
        id: string;
        routes: string[];
        calls: string[];
        countries: string[];
        returnRoute: string | null;
        countryTerms: string[];
        validator: string | null;
        declarations: Array<{ field: string; requestField: string; messageId: string }>;
        failure: string | null;
        confirmation: { role: string; actions: Array<{ id: string; does: string }> } | null;
      }>;
    }
  >;
  HASH_TRIGGERS: Record<string, string>;
  FORCED_PAYMENT_OVERLAY: { flow: string; step: string; opens: string; hash: string };
  GENERIC_FAILURE: { role: string; titleMessageId: string; dismissible: boolean };
  flowOfHash: (hash: string) => string | undefined;
  flowAvailable: (flow: string, country: string, toggles?: Record<string, boolean>) => boolean;
  stepsIn: (
    flow: string,
    country: string,
    toggles?: Record<string, boolean>,
  ) => Array<{ id: string }>;
  outcomesIn: (
    flow: string,
    country: string,
  ) => Array<{ id: string; role: string; dismissible: boolean; actions: Array<{ does: string }> }>;
}

/** The emitted flow data and its verbatim module, transpiled and imported. */
async function loadFlows(): Promise<FlowsModule> {
  const [data] = await emitFlows(model(), templates);
  const files = [data!, ...verbatimOutputs(generatorFiles(), flowsDomain)];
  const dir = mkdtempSync(join(tmpdir(), 'flows-emitted-'));
  try {
    for (const path of ['flows-data.ts', 'flows.ts']) {
      const js = ts.transpileModule(files.find((f) => f.path === path)!.content, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(dir, path.replace(/\.ts$/, '.js')), js);
    }
    return (await import(pathToFileURL(join(dir, 'flows.js')).href)) as FlowsModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the emitted flows', () => {
  it('map every hash of the spec to its flow', async () => {
    const { HASH_TRIGGERS, flowOfHash } = await loadFlows();
    expect(HASH_TRIGGERS).toEqual({
      '#openflow': 'start',
      '#flow=pay': 'pay',
      '#flow=amount': 'amount',
      '#flow=select': 'select',
      '#flow=bank': 'bank',
      '#flow=snooze': 'snooze',
      '#flow=split': 'split',
      '#flow=return': 'return',
      '#option=return': 'return',
    });
    expect(flowOfHash('#toString')).toBeUndefined();
  });

  it('offer each payment method only where the spec has it', async () => {
    const { flowAvailable } = await loadFlows();
    const where = (flow: string, toggles?: Record<string, boolean>): string[] =>
      ['se', 'no', 'fi', 'dk'].filter((c) => flowAvailable(flow, c, toggles));
    expect(where('swish')).toEqual(['se']);
    expect(where('trustly')).toEqual(['se', 'no', 'dk']);
    expect(where('vipps')).toEqual(['no']);
    expect(where('mobilepay')).toEqual([]);
    expect(where('mobilepay', { mobilepay: true })).toEqual(['dk']);
    expect(where('split')).toEqual(['se', 'no']);
    expect(where('bank')).toEqual(['se', 'no', 'fi', 'dk']);
  });

  it('run no step of a flow its toggle keeps off', async () => {
    const { stepsIn } = await loadFlows();
    expect(stepsIn('mobilepay', 'dk')).toEqual([]);
    expect(stepsIn('mobilepay', 'dk', { mobilepay: false })).toEqual([]);
    expect(stepsIn('mobilepay', 'dk', { mobilepay: true }).map((s) => s.id)).toEqual(['mobilepay']);
    expect(stepsIn('mobilepay', 'se', { mobilepay: true })).toEqual([]);
  });

  it('add the Danish and Finnish outcomes only there', async () => {
    const { outcomesIn, stepsIn } = await loadFlows();
    expect(outcomesIn('payment', 'se').map((o) => o.id)).toEqual(['success', 'fail']);
    expect(outcomesIn('payment', 'dk').map((o) => o.id)).toEqual([
      'success',
      'fail',
      'cancel',
      'refused',
    ]);
    expect(outcomesIn('payment', 'fi').map((o) => o.id)).toEqual([
      'success',
      'fail',
      'cancelled',
      'refused',
    ]);
    expect(outcomesIn('moveToKonto', 'dk').map((o) => o.id)).toEqual([
      'success',
      'incomefail',
      'cancel',
      'refused',
    ]);
    expect(outcomesIn('moveToKonto', 'fi').map((o) => o.id)).toEqual(['success', 'refused']);
    expect(outcomesIn('moveToKonto', 'se').map((o) => o.id)).toEqual(['success']);
    expect(outcomesIn('signicat', 'fi').map((o) => o.id)).toEqual(['identificationFailed']);
    expect(stepsIn('moveToKonto', 'dk').map((s) => s.id)).toEqual([
      'identification',
      'incomeVerification',
      'confirm',
    ]);
    expect(stepsIn('moveToKonto', 'no').map((s) => s.id)).toEqual(['identification', 'confirm']);
    // Sweden's e-ID is BankID, not Signicat: a one-time code instead (docs/decisions/0016).
    expect(stepsIn('moveToKonto', 'se').map((s) => s.id)).toEqual(['code', 'confirm']);
  });

  it('give every outcome listed by the spec a success and fail dialog, failures undismissable', async () => {
    const { outcomesIn } = await loadFlows();
    for (const flow of [
      'pay',
      'return',
      'snooze',
      'split',
      'trustly',
      'vipps',
      'payment',
      'autogiro',
      'freeMonth',
      'refund',
    ]) {
      const outcomes = outcomesIn(flow, flow === 'vipps' ? 'no' : 'se');
      expect(
        outcomes.map((o) => [o.id, o.role]),
        flow,
      ).toEqual(
        expect.arrayContaining([
          ['success', 'dialog'],
          ['fail', 'alertdialog'],
        ]),
      );
    }
  });

  it('open split with #flow=split from the submission step, and name the generic failure', async () => {
    const { FORCED_PAYMENT_OVERLAY, GENERIC_FAILURE, FLOWS } = await loadFlows();
    expect(FORCED_PAYMENT_OVERLAY).toEqual({
      flow: 'submission',
      step: 'submission',
      opens: 'split',
      hash: '#flow=split',
      after: ['fail', 'refused'],
      messageId: 'flow.split.offerAfterFailedPayment',
    });
    expect(GENERIC_FAILURE).toMatchObject({ role: 'alertdialog', titleMessageId: 'error.generic' });
    expect(FLOWS.autogiro!.steps.map((s) => [s.id, s.calls])).toEqual([
      ['schedule', ['getBankDetails', 'getPreferences', 'activatePreference']],
      ['cancelConfirm', ['getBankDetails', 'inactivatePreference']],
    ]);
  });

  it('never lets an alertdialog be dismissed, and lets every dialog be', async () => {
    const { FLOWS, GENERIC_FAILURE, outcomesIn } = await loadFlows();
    expect(GENERIC_FAILURE.dismissible).toBe(false);
    for (const flow of Object.keys(FLOWS)) {
      for (const country of ['se', 'no', 'fi', 'dk']) {
        for (const outcome of outcomesIn(flow, country)) {
          expect(outcome.dismissible, `${flow}.${outcome.id}`).toBe(outcome.role === 'dialog');
          if (outcome.role === 'alertdialog') {
            expect(
              outcome.actions.map((a) => a.does),
              `${flow}.${outcome.id}`,
            ).not.toContain('close');
          }
        }
      }
    }
  });

  it('apply for insurance on the ppi pages with three declarations, ending insured', async () => {
    const { FLOWS, outcomesIn } = await loadFlows();
    const insurance = FLOWS.insurance!;
    expect(insurance.hosts).toEqual(['app-ppi', 'app-ppi-brand']);
    expect(insurance.countries).toEqual(['se', 'no', 'fi', 'dk']);
    const [step] = insurance.steps;
    expect(step).toMatchObject({
      calls: ['applyInsurance'],
      validator: 'insuranceDeclarations',
      countryTerms: ['insurance.eligibility', 'insurance.premium'],
    });
    expect(step!.declarations.map((d) => [d.field, d.requestField])).toEqual([
      ['acceptDeclaration', 'acceptedDeclaration'],
      ['confirmCorrectness', 'confirmedCorrectness'],
      ['confirmEligibility', 'confirmedEligibility'],
    ]);
    expect(outcomesIn('insurance', 'dk').map((o) => [o.id, o.role])).toEqual([
      ['insured', 'dialog'],
      ['fail', 'alertdialog'],
    ]);
  });

  it('link, change and unlink the bank account on the profile page', async () => {
    const { FLOWS } = await loadFlows();
    for (const flow of ['linkBankAccount', 'changeBankAccount']) {
      expect(
        FLOWS[flow]!.steps.map((s) => [s.calls, s.returnRoute]),
        flow,
      ).toEqual([[['startBankLink'], 'app-profile-bank']]);
    }
    const unlink = FLOWS.unlinkBankAccount!.steps[0]!;
    expect(unlink.calls).toEqual(['unlinkBankAccount']);
    expect(unlink.confirmation?.role).toBe('alertdialog');
    expect(unlink.confirmation?.actions.map((a) => [a.id, a.does])).toEqual([
      ['keep', 'decline'],
      ['remove', 'submit'],
    ]);
  });

  it('load and confirm a refund, offering to link a bank account first', async () => {
    const { FLOWS } = await loadFlows();
    const refund = FLOWS.refund!;
    expect(refund.steps.map((s) => [s.id, s.calls, s.failure])).toEqual([
      ['load', ['getRefunds'], 'refundLoadFailure'],
      ['confirm', ['requestRefund'], null],
    ]);
    expect(refund.next).toEqual(['linkBankAccount']);
  });
});
