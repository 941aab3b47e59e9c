/**
 * The private-loan page's island: its whole content (the calculator, and the apply link that
 * follows what is typed), drawn from the props runtime/routes/pages/private-loan.tsx writes.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import { PrivateLoanView } from '../features/loan/private-loan-view.js';
import type { PrivateLoanSlice } from '../features/loan/private-loan-slice.js';
import type { PageTexts } from '../shared/i18n/page-data-parts.js';
import { hydrateIsland, prepareTexts, type IslandHydrate } from './hydrate-island.js';

export const prepare = prepareTexts;

interface Props {
  readonly data: PrivateLoanSlice;
  readonly texts: PageTexts;
}

export const hydrate: IslandHydrate = (element: Element, country: CountryCode, props: unknown) => {
  const { data, texts } = props as Props;
  return hydrateIsland(element, 'private-loan', country, texts, <PrivateLoanView data={data} />);
};
