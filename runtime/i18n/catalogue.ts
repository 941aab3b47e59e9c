/**
 * The texts of the current language. Catalogues are precompiled by the generator (no ICU parser
 * in the browser) and loaded per language; the page is drawn only once its language is here:
 * `entry.client.tsx` waits for it before hydrating, `entry.server.tsx` before prerendering, and
 * a country switch is a full page load, so a page never renders without its texts. Each language
 * is a chunk of its own, imported here directly rather than through `loadMessages`
 * (generated/messages/index.ts), whose module carries the list of every message id (4 KB gzip)
 * that only the preview needs: this way it stays out of the first load of every page.
 */
import {
  countryLocale,
  isCountryCode,
  defaultCountry,
  type CountryCode,
} from '../../generated/countries/index.js';
import type { MessageCatalogue } from '../../generated/messages/index.js';

type Locale = (typeof countryLocale)[CountryCode];
const loaded = new Map<Locale, MessageCatalogue>();

const catalogueLoaders: Record<Locale, () => Promise<MessageCatalogue>> = {
  sv: () => import('../../generated/messages/sv.js').then((m) => m.default),
  nb: () => import('../../generated/messages/nb.js').then((m) => m.default),
  fi: () => import('../../generated/messages/fi.js').then((m) => m.default),
  da: () => import('../../generated/messages/da.js').then((m) => m.default),
};

/** The country a path belongs to: its first segment when that is a country, else the default. */
export function countryOfPath(pathname: string): CountryCode {
  const first = pathname.split('/')[1];
  return isCountryCode(first) ? first : defaultCountry;
}

export async function ensureCatalogue(country: CountryCode): Promise<MessageCatalogue> {
  const locale = countryLocale[country];
  const found = loaded.get(locale);
  if (found) return found;
  const catalogue = await catalogueLoaders[locale]();
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The loaded catalogue of a country; throws if it was not loaded first (a wiring bug). */
export function catalogueOf(country: CountryCode): MessageCatalogue {
  const found = loaded.get(countryLocale[country]);
  if (!found) throw new Error(`the ${countryLocale[country]} texts were not loaded before drawing`);
  return found;
}
