/**
 * Whether a query string may name a feature toggle (a `FEATURE_` parameter, any case): only then
 * is feature-query.ts loaded, with the list of toggles (issue 4 budget). Used by features.ts and
 * by the enhancement script of the framework-free pages (enhance/features.ts).
 */
import { storage } from '../../../generated/constants.js';

export const mayNameFeature = (search: string): boolean =>
  search.toLowerCase().includes(storage.featureToggleQueryPrefix.toLowerCase());
