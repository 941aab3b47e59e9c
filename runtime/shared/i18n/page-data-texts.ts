/**
 * A logged-in page that draws texts of a public page's own part (text-parts.ts PAGE_DATA_PARTS,
 * which come with the public page's data and never as code) loads that part itself, in the
 * browser, when it is drawn: the logged-in loan page draws the public calculator's texts. The
 * chunks are the same cut of the catalogues (vite.config.ts) and load with the page that asks,
 * never in a public page's first load.
 */
import { useQuery } from '@tanstack/react-query';
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
import type { PartModules } from './catalogue.js';
import type { PageTexts } from './page-texts.js';

// Only the parts a logged-in page draws (Vite needs each glob literal).
const partModules = {
  'private-loan': import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=private-loan',
    import: 'default',
  }),
} satisfies Record<string, PartModules>;

export type LoggedInPageDataPart = keyof typeof partModules;

/** The part's texts in the country's language; undefined while they load (or failed to). */
export function usePageDataTexts(
  country: CountryCode,
  part: LoggedInPageDataPart,
): { texts: PageTexts | undefined; failed: boolean } {
  const locale = countryLocale[country];
  const query = useQuery({
    queryKey: ['pageDataTexts', part, locale],
    queryFn: () => {
      const load = Object.entries(partModules[part]).find(([path]) =>
        path.endsWith(`/${locale}.ts`),
      )?.[1];
      if (!load) throw new Error(`no ${part} texts for ${locale}`);
      return load();
    },
    staleTime: Infinity,
  });
  return { texts: query.data, failed: query.isError };
}
