import type { Domain } from '../../core/types.js';
import { trackingEventsResolve } from './checks/tracking-events.js';
import { emitTracking } from './emit/tracking.js';
import { TRACKING_KIND } from './sources.js';

/**
 * Tracking (schema/tracking.yaml): the analytics events with their typed payloads and consent,
 * the tracking state and the page-view rule. It reads the brand slugs a payload field may hold
 * (generator/domains/neighbours.ts), nothing of the other schema domains.
 */
export const trackingDomain: Domain = {
  name: 'tracking',
  sources: [
    {
      kind: TRACKING_KIND,
      pattern: 'schema/tracking.yaml',
      meta: 'schema/meta/tracking.schema.json',
    },
  ],
  checks: [trackingEventsResolve],
  emitters: [emitTracking],
  verbatim: ['tracking.ts'],
};
