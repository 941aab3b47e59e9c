import type { Model, Problem } from '../../../core/types.js';
import { trackingFile } from '../sources.js';

/** The page-view rule names an event that exists. */
export function trackingEventsResolve(model: Model): Problem[] {
  const { path: file, data } = trackingFile(model);
  const events = Object.keys(data.events);
  if (events.includes(data.pageView.event)) return [];
  return [
    {
      file,
      path: ['pageView', 'event'],
      message: `unknown event '${data.pageView.event}'`,
      expected: `one of events: ${events.join(', ')}`,
    },
  ];
}
