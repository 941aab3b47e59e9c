import type { Model, SourceFile } from '../../core/types.js';

/**
 * The shape of schema/tracking.yaml as its meta schema (schema/meta/tracking.schema.json)
 * guarantees it, plus typed access to the file.
 */

export const TRACKING_KIND = 'tracking';

export type TrackingFieldType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'routeName'
  | 'flowId'
  | 'brand'
  | 'country';

export interface TrackingFieldSource {
  type: TrackingFieldType;
  values?: string[];
  optional?: boolean;
  description?: string;
}

export interface TrackingStateFieldSource {
  type: 'boolean' | 'integer' | 'string' | 'stringList' | 'page';
  default: boolean | number | string | string[] | null;
  description: string;
}

export interface TrackingSource {
  state: Record<string, TrackingStateFieldSource>;
  pageView: { event: string; on: 'routeChange'; skipWhenQuery: boolean; skipWhenHash: boolean };
  failure: { logMessage: string };
  events: Record<
    string,
    { when: string; requiresConsent: boolean; fields: Record<string, TrackingFieldSource> }
  >;
}

export const trackingFile = (model: Model): SourceFile<TrackingSource> =>
  model.file<TrackingSource>(TRACKING_KIND);
