/**
 * The insurance pages' island (`ppi`, `ppi/:brand`): Denmark's coverage popups and the dialog
 * they open, drawn from the props features/insurance/coverage-island.tsx writes, with overlays
 * of the island's own. The rest of those pages is static HTML.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import {
  CoverageContent,
  type CoverageIslandProps,
} from '../features/insurance/coverage-island.js';
import { hydrateIsland, prepareTexts, type IslandHydrate } from './hydrate-island.js';

export const prepare = prepareTexts;

export const hydrate: IslandHydrate = (element: Element, country: CountryCode, props: unknown) => {
  const { coverage, texts } = props as CoverageIslandProps;
  return hydrateIsland(element, 'ppi', country, texts, <CoverageContent coverage={coverage} />);
};
