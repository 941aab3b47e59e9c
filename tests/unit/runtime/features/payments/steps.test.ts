/**
 * The payment steps agree with the flow table and the pages (issue 13: adding a flow is a change
 * in schema/flows.yaml plus its step components): every step id this version has is a step of
 * generated/flows.ts and has its component, and the reverse; every step page module under
 * runtime/routes/pages/ opens one of those steps over its own host, and every page of those steps
 * exists. So no step page exists without its component, and no component without its pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOWS, type FlowId } from '../../../../../generated/flows.js';
import { ROUTES, type RouteName } from '../../../../../generated/routes/table.js';
import { PAYMENT_STEP_IDS } from '../../../../../runtime/features/payments/step-ids.js';
import { paymentSteps } from '../../../../../runtime/features/payments/steps.js';
import {
  defaultFlowOf,
  hostKindOf,
  isStepRoute,
} from '../../../../../runtime/shared/flows/position.js';

const pagesDir = new URL('../../../../../runtime/routes/pages/', import.meta.url);
const pageModules = new Set(
  readdirSync(pagesDir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length)),
);
const stepPageModules = [...pageModules].filter((name) => name.includes('-steps-')).sort();

const steps = (Object.keys(FLOWS) as FlowId[]).flatMap((flow) =>
  FLOWS[flow].steps.map((step) => ({
    flow,
    id: step.id,
    routes: step.routes as readonly RouteName[],
  })),
);
const paymentStepIds: readonly string[] = PAYMENT_STEP_IDS;

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
  it('there are step page modules', () => {
    expect(stepPageModules.length).toBeGreaterThan(0);
  });

  it.each(stepPageModules)('%s opens a payment step over its host', (name) => {
    expect(Object.hasOwn(ROUTES, name), `${name} is a route`).toBe(true);
    const route = name as RouteName;
    expect(isStepRoute(route)).toBe(true);
    const step = stepOfPage(route);
    expect(step && paymentStepIds.includes(step.id), `${name}: ${step?.flow}/${step?.id}`).toBe(
      true,
    );
    // The page draws its host with the flow runtime over it.
    const kind = hostKindOf(route);
    const source = readFileSync(new URL(`${name}.tsx`, pagesDir), 'utf8');
    expect(kind).not.toBeNull();
    expect(source).toContain(kind === 'invoice' ? '<InvoiceHost />' : '<PurchaseHost />');
  });

  it('every step page of an invoice or a purchase with a module opens a step with a component', () => {
    // The other step routes (the refund page) draw their steps themselves, not through FlowSteps.
    const withModule = steps
      .flatMap((step) => step.routes)
      .filter((route) => hostKindOf(route) !== null && pageModules.has(route));
    expect(withModule.length).toBeGreaterThan(0);
    for (const route of withModule) {
      expect(paymentStepIds, route).toContain(stepOfPage(route)?.id);
    }
  });

  it('every page of a payment step has its module', () => {
    const missing = steps
      .filter((step) => paymentStepIds.includes(step.id))
      .flatMap((step) => step.routes)
      .filter((route) => !pageModules.has(route));
    expect(missing).toEqual([]);
  });
});
