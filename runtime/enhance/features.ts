/**
 * A `FEATURE_` query parameter arriving on a framework-free page is remembered as the app
 * remembers it (shared/platform/features.ts), so the pages that hydrate afterwards have the
 * toggle. The reader of toggles loads only when the query may name one, as in the app.
 */
import { mayNameFeature } from '../shared/platform/feature-hint.js';
import { readStored, STORAGE_KEYS, writeStored } from '../shared/platform/storage.js';

/** Stores the toggles a query sets over the stored ones; resolves once stored. */
export async function rememberFeatureQuery(search: string): Promise<void> {
  if (!mayNameFeature(search)) return;
  const { featuresAfterQuery } = await import('../shared/platform/feature-query.js');
  const { store } = featuresAfterQuery(search, readStored(STORAGE_KEYS.features));
  if (store !== null) writeStored(STORAGE_KEYS.features, store);
}
