/**
 * A step page whose step this version does not have is a 404 (spec 8), as any unknown path: the
 * router has one route for a host's step pages (shared/routing/step-pages.ts), so the step is
 * checked here, the same way the pages check a flow link (shared/flows/built-steps.ts).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FLOWS, type FlowId } from '../../../generated/flows.js';
import { useOpensBuiltStep } from '../../shared/flows/built-steps.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useCurrentRoute } from '../../shared/routing/current-route.js';
import { ErrorPage } from '../../shared/shell/error-page.js';

const isFlowId = (value: string | null): value is FlowId => value !== null && value in FLOWS;

export function BuiltStepPage({ children }: { children: ReactNode }) {
  const { name } = useCurrentRoute();
  const { country } = useCountry();
  const opens = useOpensBuiltStep(country);
  // The location's search, not useSearchParams: that would add to the library every page loads.
  const flow = new URLSearchParams(useLocation().search).get('flow');
  if (!name || !opens(name, '', isFlowId(flow) ? flow : undefined)) {
    return <ErrorPage status={404} documentTitle />;
  }
  return children;
}
