/**
 * Where an address puts the customer in a flow (spec 000 §2 "Payment steps", §3 flow history),
 * table-driven from schema/flows.yaml: every step page in every country (a flow the country or
 * its toggles do not run gives null), every hash trigger on its own host pages only, and the
 * `flow` query picking one of two flows that share a step page.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../../../generated/countries/index.js';
import type { FlowId } from '../../../../../generated/flows.js';
import type { RouteName } from '../../../../../generated/routes/table.js';
import {
  defaultFlowOf,
  hostKindOf,
  isStepRoute,
  positionOf,
  stepRoute,
  type HostKind,
} from '../../../../../runtime/shared/flows/position.js';

interface SourceFlow {
  hosts?: string[];
  triggers?: string[];
  steps: { id: string; routes?: string[] }[];
}

/** The flows as written in the source, not as generated: the table below is checked against it. */
const source = (
  load(readFileSync(new URL('../../../../../schema/flows.yaml', import.meta.url), 'utf8')) as {
    flows: Record<string, SourceFlow>;
  }
).flows;

const ALL = ['se', 'no', 'fi', 'dk'] as const satisfies readonly CountryCode[];
const none = new URLSearchParams();

/** A step page, the flow and step it opens by default, and where it runs (spec 001 §1). */
type StepPage = readonly [RouteName, FlowId, string, readonly CountryCode[], 'mobilepay'?];

const stepPages: readonly StepPage[] = [
  ['app-invoices-brand-id-steps-start', 'start', 'start', ALL],
  ['app-invoices-brand-id-steps-pay', 'pay', 'pay', ALL],
  ['app-invoices-brand-id-steps-amount', 'amount', 'amount', ALL],
  ['app-invoices-brand-id-steps-select', 'select', 'select', ALL],
  ['app-invoices-brand-id-steps-swish', 'swish', 'swish', ['se']],
  ['app-invoices-brand-id-steps-trustly', 'trustly', 'trustly', ['se', 'no', 'dk']],
  ['app-invoices-brand-id-steps-vipps', 'vipps', 'vipps', ['no']],
  ['app-invoices-brand-id-steps-mobilepay', 'mobilepay', 'mobilepay', ['dk'], 'mobilepay'],
  ['app-invoices-brand-id-steps-bank', 'bank', 'bank', ALL],
  ['app-invoices-brand-id-steps-submission', 'submission', 'submission', ALL],
  ['app-invoices-brand-id-steps-freemonth', 'freeMonth', 'freemonth', ALL],
  ['app-purchases-brand-id-steps-start', 'start', 'start', ALL],
  ['app-purchases-brand-id-steps-pay', 'pay', 'pay', ALL],
  ['app-purchases-brand-id-steps-select', 'select', 'select', ALL],
  ['app-purchases-brand-id-steps-swish', 'swish', 'swish', ['se']],
  ['app-purchases-brand-id-steps-trustly', 'trustly', 'trustly', ['se', 'no', 'dk']],
  ['app-purchases-brand-id-steps-vipps', 'vipps', 'vipps', ['no']],
  ['app-purchases-brand-id-steps-mobilepay', 'mobilepay', 'mobilepay', ['dk'], 'mobilepay'],
  ['app-purchases-brand-id-steps-bank', 'bank', 'bank', ALL],
  ['app-purchases-brand-id-steps-submission', 'submission', 'submission', ALL],
  ['app-purchases-brand-id-steps-snooze', 'snooze', 'snooze', ALL],
  ['app-purchases-brand-id-steps-return', 'return', 'return', ALL],
  ['app-purchases-brand-id-steps-signicat', 'signicat', 'signicat', ALL],
  ['app-purchases-brand-id-steps-twofactor', 'twoFactor', 'twofactor', ALL],
  ['app-purchases-brand-id-steps-monthio', 'monthio', 'monthio', ['dk']],
  // The refund page is the refund flow's step page (it draws its steps itself).
  ['app-user-refund', 'refund', 'load', ALL],
  // So is the logged-in private-loan page, where the loan is offered (spec 001 1).
  ['app-private-loan', 'privateLoan', 'offer', ['se', 'no', 'fi']],
];

/** A hash trigger, the flow and first step it opens, the host kinds it opens on, where it runs. */
type Trigger = readonly [string, FlowId, string, readonly HostKind[], readonly CountryCode[]];

const triggers: readonly Trigger[] = [
  ['#openflow', 'start', 'start', ['invoice', 'purchase'], ALL],
  ['#flow=pay', 'pay', 'pay', ['invoice', 'purchase'], ALL],
  ['#flow=amount', 'amount', 'amount', ['invoice'], ALL],
  ['#flow=select', 'select', 'select', ['invoice', 'purchase'], ALL],
  ['#flow=bank', 'bank', 'bank', ['invoice', 'purchase'], ALL],
  ['#flow=snooze', 'snooze', 'snooze', ['purchase'], ALL],
  ['#flow=split', 'split', 'split', ['purchase'], ['se', 'no']],
  ['#flow=return', 'return', 'return', ['purchase'], ALL],
  ['#option=return', 'return', 'return', ['purchase'], ALL],
];

const hostPage = { invoice: 'app-invoices-brand-id', purchase: 'app-purchases-brand-id' } as const;
const toggleSets = [{}, { mobilepay: true }, { mobilepay: false }] as const;

describe('the tables cover the source', () => {
  it('every step page of schema/flows.yaml is listed', () => {
    const routes = Object.values(source).flatMap((flow) =>
      flow.steps.flatMap((step) => step.routes ?? []),
    );
    expect(new Set(stepPages.map(([route]) => route))).toEqual(new Set(routes));
  });

  it('every hash trigger of schema/flows.yaml is listed', () => {
    const hashes = Object.values(source).flatMap((flow) => flow.triggers ?? []);
    expect(triggers.map(([hash]) => hash).sort()).toEqual([...hashes].sort());
  });
});

describe('positionOf on a step page', () => {
  const cases = stepPages.flatMap(([route, flow, step, countries, toggle]) =>
    countryCodes.flatMap((country) =>
      toggleSets.map((toggles) => {
        const runs =
          countries.includes(country) && (!toggle || (toggles as { mobilepay?: boolean })[toggle]);
        return [
          `${route} in ${country} ${JSON.stringify(toggles)}`,
          route,
          country,
          toggles,
          runs ? { flow, step } : null,
        ] as const;
      }),
    ),
  );

  it.each(cases)('%s', (_name, route, country, toggles, expected) => {
    expect(positionOf(route, none, '', country, toggles)).toEqual(expected);
  });

  it('MobilePay opens in Denmark only with its toggle on, Vipps in Norway only', () => {
    const mobilepay = 'app-purchases-brand-id-steps-mobilepay';
    expect(positionOf(mobilepay, none, '', 'dk')).toBeNull();
    expect(positionOf(mobilepay, none, '', 'dk', { mobilepay: true })?.step).toBe('mobilepay');
    const vipps = 'app-invoices-brand-id-steps-vipps';
    expect(ALL.filter((country) => positionOf(vipps, none, '', country) !== null)).toEqual(['no']);
  });

  it('the step page wins over a hash on it', () => {
    expect(positionOf('app-invoices-brand-id-steps-bank', none, '#flow=pay', 'se')).toEqual({
      flow: 'bank',
      step: 'bank',
    });
  });

  it('no route, no position', () => {
    expect(positionOf(null, none, '#flow=pay', 'se')).toBeNull();
  });
});

describe('the flow query picks between flows sharing a step page', () => {
  it.each([
    ['app-invoices-brand-id-steps-pay', '', 'pay', 'pay'],
    ['app-invoices-brand-id-steps-pay', 'flow=pay', 'pay', 'pay'],
    ['app-invoices-brand-id-steps-pay', 'flow=autogiro', 'autogiro', 'schedule'],
    ['app-purchases-brand-id-steps-pay', 'flow=autogiro', 'autogiro', 'schedule'],
    // A flow that does not own the page, or no flow at all: the page's own.
    ['app-purchases-brand-id-steps-pay', 'flow=bank', 'pay', 'pay'],
    ['app-purchases-brand-id-steps-pay', 'flow=nonsense', 'pay', 'pay'],
    ['app-purchases-brand-id-steps-submission', '', 'submission', 'submission'],
    ['app-purchases-brand-id-steps-submission', 'flow=moveToKonto', 'moveToKonto', 'confirm'],
    // The invoice's submission page is not moveToKonto's (a purchase flow).
    ['app-invoices-brand-id-steps-submission', 'flow=moveToKonto', 'submission', 'submission'],
  ] as const)('%s?%s opens %s at %s', (route, query, flow, step) => {
    for (const country of countryCodes) {
      expect(positionOf(route, new URLSearchParams(query), '', country)).toEqual({
        flow,
        step,
      });
    }
  });

  it('defaultFlowOf names the flow a shared page belongs to without the query', () => {
    expect(defaultFlowOf('app-invoices-brand-id-steps-pay')).toBe('pay');
    expect(defaultFlowOf('app-purchases-brand-id-steps-pay')).toBe('pay');
    expect(defaultFlowOf('app-purchases-brand-id-steps-submission')).toBe('submission');
    expect(defaultFlowOf('app-invoices-brand-id-steps-freemonth')).toBe('freeMonth');
    expect(defaultFlowOf('app-user-refund')).toBe('refund');
    expect(defaultFlowOf('app-invoices-brand-id')).toBeUndefined();
    expect(defaultFlowOf('app')).toBeUndefined();
    for (const [route, flow] of stepPages) expect(defaultFlowOf(route)).toBe(flow);
  });
});

describe('positionOf from a hash on a host page', () => {
  const cases = triggers.flatMap(([hash, flow, step, hosts, countries]) =>
    (['invoice', 'purchase'] as const).flatMap((host) =>
      countryCodes.map(
        (country) =>
          [
            `${hash} on the ${host} page in ${country}`,
            hostPage[host],
            hash,
            country,
            hosts.includes(host) && countries.includes(country) ? { flow, step } : null,
          ] as const,
      ),
    ),
  );

  it.each(cases)('%s', (_name, route, hash, country, expected) => {
    expect(positionOf(route, none, hash, country, { mobilepay: true })).toEqual(expected);
  });

  it.each([
    ['app', '#flow=pay'],
    ['app-purchases', '#flow=pay'],
    ['app-invoices-type', '#flow=bank'],
    ['app-profile', '#openflow'],
    ['app-profile-bank', '#flow=pay'],
  ] as const)('a hash on %s, not a host page, opens nothing (%s)', (route, hash) => {
    expect(positionOf(route, none, hash, 'se')).toBeNull();
  });

  it.each([
    '',
    '#',
    '#flow=',
    '#flow=swish',
    '#flow=payment',
    '#FLOW=PAY',
    '#flow=pay ',
    '#toString',
  ])('the hash %j opens nothing', (hash) => {
    expect(positionOf('app-purchases-brand-id', none, hash, 'se', { mobilepay: true })).toBeNull();
  });
});

describe('stepRoute', () => {
  it.each([
    ['pay', 'pay', 'invoice', 'app-invoices-brand-id-steps-pay'],
    ['pay', 'pay', 'purchase', 'app-purchases-brand-id-steps-pay'],
    ['autogiro', 'schedule', 'purchase', 'app-purchases-brand-id-steps-pay'],
    ['moveToKonto', 'confirm', 'purchase', 'app-purchases-brand-id-steps-submission'],
    ['amount', 'amount', 'invoice', 'app-invoices-brand-id-steps-amount'],
    // Amount has no purchase page; split and the payment result are drawn in-page only.
    ['amount', 'amount', 'purchase', null],
    ['split', 'split', 'purchase', null],
    ['payment', 'result', 'invoice', null],
    ['autogiro', 'cancelConfirm', 'invoice', null],
    ['pay', 'nonsense', 'invoice', null],
  ] as const)('%s/%s on the %s page: %s', (flow, step, host, route) => {
    expect(stepRoute(flow, step, host)).toBe(route);
  });

  it('every step of the source: its page of the host kind, or null', () => {
    for (const [flow, definition] of Object.entries(source)) {
      for (const step of definition.steps) {
        for (const host of ['invoice', 'purchase'] as const) {
          const own = (step.routes ?? []).find((route) =>
            route.startsWith(`${hostPage[host]}-steps-`),
          );
          expect(stepRoute(flow as FlowId, step.id, host)).toBe(own ?? null);
        }
      }
    }
  });
});

describe('hostKindOf and isStepRoute', () => {
  it.each([
    ['app-invoices-brand-id', 'invoice'],
    ['app-invoices-brand-id-steps-pay', 'invoice'],
    ['app-invoices-brand-id-steps-freemonth', 'invoice'],
    ['app-purchases-brand-id', 'purchase'],
    ['app-purchases-brand-id-steps-monthio', 'purchase'],
    ['app-invoices-type', null],
    ['app-invoices-brand-invoice-history', null],
    ['app-purchases-brand', null],
    ['app-purchases', null],
    ['app-user-refund', null],
    ['app', null],
    [null, null],
  ] as const)('%s is a %s page', (route, kind) => {
    expect(hostKindOf(route)).toBe(kind);
  });

  it('every step page is a step route; host pages and others are not', () => {
    for (const [route] of stepPages) expect(isStepRoute(route)).toBe(true);
    for (const route of ['app-invoices-brand-id', 'app-purchases-brand-id', 'app'] as const) {
      expect(isStepRoute(route)).toBe(false);
    }
  });
});
