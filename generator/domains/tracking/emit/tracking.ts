import type { Emitted, Model, Templates } from '../../../core/types.js';
import { literal } from '../../../core/literal.js';
import { brandSlugs } from '../../neighbours.js';
import {
  trackingFile,
  type TrackingFieldSource,
  type TrackingStateFieldSource,
} from '../sources.js';

export const TRACKING_PATH = 'tracking-data.ts';

/**
 * generated/tracking.ts: the event names, a typed payload per event, when each is sent and whether
 * it needs consent, the tracking state with its initial value, and the page-view rule.
 */
export function emitTracking(model: Model, templates: Templates): Emitted[] {
  const file = trackingFile(model);
  const data = file.data;
  const brands = brandSlugs(model);
  const content = templates.render('tracking/tracking-data.ts.hbs', {
    brandType: brands?.length ? brands.map(literal).join(' | ') : 'string',
    events: Object.entries(data.events).map(([name, event]) => ({
      name,
      fields: Object.entries(event.fields)
        .map(([field, f]) => `${field}${f.optional ? '?' : ''}: ${fieldType(f)}`)
        .join('; '),
    })),
    eventTable: literal(
      Object.fromEntries(
        Object.entries(data.events).map(([name, e]) => [
          name,
          { when: e.when, requiresConsent: e.requiresConsent, fields: Object.keys(e.fields) },
        ]),
      ),
    ),
    stateFields: Object.entries(data.state).map(([name, f]) => `${name}: ${stateType(f)};`),
    initialState: literal(
      Object.fromEntries(Object.entries(data.state).map(([n, f]) => [n, f.default])),
    ),
    pageViewRule: literal(data.pageView),
    failureLogMessage: literal(data.failure.logMessage),
  });
  const sources = [file.path, ...model.files('brands').map((f) => f.path)];
  return [{ path: TRACKING_PATH, content, sources }];
}

function fieldType(field: TrackingFieldSource): string {
  switch (field.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return (field.values ?? []).map(literal).join(' | ') || 'never';
    case 'routeName':
      return 'RouteName';
    case 'flowId':
      return 'FlowId';
    case 'brand':
      return 'TrackedBrand';
    case 'country':
      return 'CountryCode';
  }
}

const STATE_TYPES: Record<TrackingStateFieldSource['type'], string> = {
  boolean: 'boolean',
  integer: 'number',
  string: 'string',
  stringList: 'string[]',
  page: 'TrackedPage',
};

function stateType(field: TrackingStateFieldSource): string {
  return `${STATE_TYPES[field.type]}${field.default === null ? ' | null' : ''}`;
}
