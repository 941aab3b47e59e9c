import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import type { Model } from '../../generator/core/types.js';
import { countriesConsistent } from '../../generator/domains/routes/checks/countries.js';
import { flowCallsExist } from '../../generator/domains/routes/checks/flow-calls.js';
import { flowReferencesResolve } from '../../generator/domains/routes/checks/flow-references.js';
import { flowRoutesExist } from '../../generator/domains/routes/checks/flow-routes.js';
import { hashTriggersUnique } from '../../generator/domains/routes/checks/hash-triggers.js';
import { messageIdsFollowConvention } from '../../generator/domains/routes/checks/message-ids.js';
import { emitFlows } from '../../generator/domains/routes/emit/flows.js';
import type { FlowsSource } from '../../generator/domains/routes/sources.js';
import { readSource } from '../support/sources.js';

const REAL: Array<[string, string]> = [
  ['schema/flows.yaml', 'flows'],
  ['schema/routes.yaml', 'routes'],
  ['schema/api.yaml', 'api'],
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

describe('countriesConsistent for flows', () => {
  it('rejects a step in a country its flow does not run in', () => {
    const problems = countriesConsistent(
      model((f) => {
        f.flows.vipps!.steps[0]!.countries = ['se'];
      }),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['flows.vipps.steps.0.countries', 'the flow does not run in se'],
    ]);
  });
});

describe('messageIdsFollowConvention for flows', () => {
  it('wants flow.<flowId>.outcome.<outcome>.title|body', () => {
    const problems = messageIdsFollowConvention(
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

interface FlowsModule {
  FLOWS: Record<
    string,
    {
      countries: string[];
      steps: Array<{ id: string; routes: string[]; calls: string[]; countries: string[] }>;
    }
  >;
  HASH_TRIGGERS: Record<string, string>;
  FORCED_PAYMENT_OVERLAY: { flow: string; step: string; opens: string; hash: string };
  GENERIC_FAILURE: { role: string; titleMessageId: string };
  flowOfHash: (hash: string) => string | undefined;
  flowAvailable: (flow: string, country: string, toggles?: Record<string, boolean>) => boolean;
  stepsIn: (flow: string, country: string) => Array<{ id: string }>;
  outcomesIn: (flow: string, country: string) => Array<{ id: string; role: string }>;
}

async function loadFlows(): Promise<FlowsModule> {
  const [file] = await emitFlows(model());
  const dir = mkdtempSync(join(tmpdir(), 'flows-emitted-'));
  try {
    const js = ts.transpileModule(file!.content, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'flows.js'), js);
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
    expect(outcomesIn('moveToKonto', 'dk').map((o) => o.id)).toEqual(['incomefail']);
    expect(outcomesIn('signicat', 'fi').map((o) => o.id)).toEqual(['identificationFailed']);
    expect(stepsIn('moveToKonto', 'dk').map((s) => s.id)).toEqual([
      'identification',
      'incomeVerification',
      'confirm',
    ]);
    expect(stepsIn('moveToKonto', 'se').map((s) => s.id)).toEqual(['identification', 'confirm']);
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
    });
    expect(GENERIC_FAILURE).toMatchObject({ role: 'alertdialog', titleMessageId: 'error.generic' });
    expect(FLOWS.autogiro!.steps.map((s) => [s.id, s.calls])).toEqual([
      ['schedule', ['activatePreference']],
      ['cancelConfirm', ['inactivatePreference']],
    ]);
  });
});
