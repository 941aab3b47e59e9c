/**
 * The income verification's return page's island: its whole content, which reads the page's
 * query (features/konto-move/income-callback-view.tsx). Alone, without the router, it forwards
 * to the purchase with a page load.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import { IncomeCallbackView } from '../features/konto-move/income-callback-view.js';
import { hydrateIsland, prepareTexts, type IslandHydrate } from './hydrate-island.js';

export const prepare = prepareTexts;

export const hydrate: IslandHydrate = (element: Element, country: CountryCode) =>
  hydrateIsland(element, 'income-callback', country, {}, <IncomeCallbackView />);
