/**
 * The content of a page for its loader. Loaders run only while the build prerenders a page, so
 * generated/content (every entry in every language) is imported from here and nowhere in the
 * pages' drawing code: it never reaches the browser (docs/sources.md, Content entries).
 */
import { ownBrand } from '../../../generated/brands.js';
import { contentEntry, type ContentKey } from '../../../generated/content/entries.js';
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
import { countryOfRequest } from '../i18n/loader-country.js';
import { resolveContent, type ResolvedContent } from './resolve.js';

export interface PageContent extends ResolvedContent {
  readonly id: string;
  readonly country: CountryCode;
}

/** The published entry `key` in the language of a country, its links resolved for that country. */
export function pageContent(key: ContentKey, country: CountryCode): PageContent {
  const entry = contentEntry(key, countryLocale[country]);
  return {
    id: entry.id,
    country,
    ...resolveContent(entry.content, { country, brand: ownBrand }),
  };
}

/** The same for a loader's request: the country is the first segment of the page's URL. */
export function contentOfRequest(key: ContentKey, request: Request): PageContent {
  return pageContent(key, countryOfRequest(request));
}
