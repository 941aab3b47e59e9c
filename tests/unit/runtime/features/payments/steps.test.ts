/**
 * The payment steps agree with the flow table and the pages (issue 13: adding a flow is a change
 * in schema/flows.yaml plus its step components): every step id this version has is a step of
 * generated/flows.ts and has its component, and the reverse; the step pages are drawn by one
 * module per host (runtime/routes/steps/), which draws the host and is a 404 for a step without a
 * component, and every page of those steps is served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOWS, type FlowId } from '../../../../../generated/flows.js';
import type { RouteName } from '../../../../../generated/routes/table.js';
import { PAYMENT_STEP_IDS } from '../../../../../runtime/features/payments/step-ids.js';
import { paymentSteps } from '../../../../../runtime/features/payments/steps.js';
import { BUILT_STEP_IDS } from '../../../../../runtime/routes/hosts/step-ids.js';
import {
  defaultFlowOf,
  FLOW_HOSTS,
  hostKindOf,
  isStepRoute,
} from '../../../../../runtime/shared/flows/position.js';
import { plannedRoutes } from '../../../../../runtime/shared/routing/plan.js';

const stepsDir = new URL('../../../../../runtime/routes/steps/', import.meta.url);
const stepModules = readdirSync(stepsDir)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length))
  .sort();

const steps = (Object.keys(FLOWS) as FlowId[]).flatMap((flow) =>
  FLOWS[flow].steps.map((step) => ({
    flow,
    id: step.id,
    routes: step.routes as readonly RouteName[],
  })),
);
/** Whether a step is built in this version (any feature's, routes/hosts/step-ids.ts). */
const isBuilt = (step: { flow: string; id: string }): boolean =>
  BUILT_STEP_IDS.includes(step.id) || BUILT_STEP_IDS.includes(`${step.flow}:${step.id}`);

/** The step a step page opens by default: its first flow's step listing the page. */
function stepOfPage(route: RouteName) {
  const flow = defaultFlowOf(route);
  return steps.find((step) => step.flow === flow && step.routes.includes(route));
}

describe('the payment step ids', () => {
  it('each is a step of a flow in generated/flows.ts', () => {
    const ids = new Set(steps.map((step) => step.id));
    for (const id of PAYMENT_STEP_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('are the keys of paymentSteps, and each has a component', () => {
    expect(Object.keys(paymentSteps).sort()).toEqual([...PAYMENT_STEP_IDS].sort());
    for (const id of PAYMENT_STEP_IDS) expect(paymentSteps[id], id).toBeTruthy();
    expect(new Set(PAYMENT_STEP_IDS).size).toBe(PAYMENT_STEP_IDS.length);
  });
});

describe('the step pages', () => {
  const hosts = Object.values(FLOW_HOSTS);

  it('are drawn by one steps module per host page, which draws the host with the steps over it', () => {
    expect(stepModules).toEqual([...hosts].sort());
    for (const host of hosts) {
      const source = readFileSync(new URL(`${host}.tsx`, stepsDir), 'utf8');
      expect(source).toContain(
        hostKindOf(host) === 'invoice' ? '<InvoiceHost />' : '<PurchaseHost />',
      );
      // A step page whose step has no component is a 404.
      expect(source).toContain('<BuiltStepPage>');
    }
  });

  it('every page of a built step is served', () => {
    const planned = new Set(plannedRoutes().map((route) => route.name));
    const missing = steps
      .filter(isBuilt)
      .flatMap((step) => step.routes)
      .filter((route) => isStepRoute(route) && !planned.has(route));
    expect(missing).toEqual([]);
  });

  it('every step page of a built step opens a step over its own host', () => {
    const pages = steps
      .filter(isBuilt)
      .flatMap((step) => step.routes)
      .filter((route) => hostKindOf(route) !== null);
    expect(pages.length).toBeGreaterThan(0);
    for (const route of pages) expect(stepOfPage(route), route).toBeTruthy();
  });
});
