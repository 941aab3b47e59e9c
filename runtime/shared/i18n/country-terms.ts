/**
 * The terms of a country in the browser (countries/<cc>.yaml, generated): loaded only for the
 * pages that read them, one country at a time. The public pages never do: their figures come
 * with their page data (their loaders take a slice of the terms at build time) and amounts are
 * written by generated/countries/format.ts, which carries the formatting rules alone. So a
 * public page loads no terms at all, and the logged-in area (but its home, which draws nothing
 * of them: terms-pages.ts) loads its country's before it is drawn (entry.client.tsx before
 * hydrating, the country route's middleware before a navigation), as the texts are
 * (catalogue.ts). Whatever reads the terms without them being
 * loaded is a wiring bug and fails, in the build too, where a prerendered page that reads them
 * fails to prerender.
 */
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import { termsNeededBy } from './terms-pages.js';
import { countryOfPath, routeOfPath } from '../routing/route-of-path.js';

const known = new Map<CountryCode, CountryTerms>();

/** Hands a country's terms over (tests and stories, which have them at hand). */
export function provideTerms<T extends CountryTerms>(terms: T): T {
  known.set(terms.code, terms);
  return terms;
}

/** The country's terms; throws when they were not loaded before drawing (a wiring bug). */
export function loadedTerms(country: CountryCode): CountryTerms {
  const terms = known.get(country);
  if (!terms)
    throw new Error(
      `the ${country} terms are read, but not loaded for this page: a public page takes what it ` +
        'shows from its page data (runtime/shared/i18n/country-terms.ts)',
    );
  return terms;
}

// One chunk per country (vite.config.ts keeps them out of the shell).
const modules = import.meta.glob<Partial<Record<CountryCode, CountryTerms>>>(
  '../../../generated/countries/{se,no,fi,dk}.ts',
);

/** Loads a country's terms (once; again after a failure). */
export async function ensureTerms(country: CountryCode): Promise<CountryTerms> {
  const found = known.get(country);
  if (found) return found;
  const load = modules[`../../../generated/countries/${country}.ts`];
  const terms = load ? (await load())[country] : undefined;
  if (!terms) throw new Error(`no terms for ${country}`);
  return provideTerms(terms);
}

export { termsNeededBy };

/** Loads the terms the page of a path reads before it is drawn (none for a public page). */
export async function ensurePageTerms(pathname: string): Promise<void> {
  if (termsNeededBy(routeOfPath(pathname))) await ensureTerms(countryOfPath(pathname));
}
