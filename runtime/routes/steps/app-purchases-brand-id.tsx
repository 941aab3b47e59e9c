/**
 * The step pages of a purchase (spec 2 app/purchases/{brand}/{id}/steps/<step>): the purchase
 * with the step open over it (hosts/purchase-host.tsx, shared/flows). One module and one router
 * route for all of them (shared/routing/step-pages.ts); the route table names each step page.
 */
import type { MetaFunction } from 'react-router';
import { stepPageTitle } from '../hosts/step-page-title.js';
import { BuiltStepPage } from '../hosts/built-step-page.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location, params }) =>
  stepPageTitle(location.pathname, 'app-purchases-brand-id', params['step']);

export default function PurchaseStepPage() {
  return (
    <BuiltStepPage>
      <PurchaseHost />
    </BuiltStepPage>
  );
}
