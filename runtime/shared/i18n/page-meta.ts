/**
 * The localized <title> of a public page. `meta` runs outside the React tree, so it draws the
 * text from the catalogue the entry loaded before the first render (see i18n/catalogue.ts).
 */
import type { MetaDescriptor } from 'react-router';
import { countryLocale } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { catalogueOf, extendCatalogue } from './catalogue.js';
import { countryOfPath } from '../routing/route-of-path.js';
import type { PageTexts } from './page-texts.js';
import { createTexts, type TextValues } from './texts.js';

/** The title; a page whose texts come with its data (page-texts.tsx) passes them for its own. */
export function pageTitle(
  pathname: string,
  id: MessageId,
  values?: TextValues,
  pageTexts?: PageTexts,
): MetaDescriptor[] {
  const country = countryOfPath(pathname);
  // The language tag only picks plural rules here, so the locale and the country make it.
  const languageTag = `${countryLocale[country]}-${country.toUpperCase()}`;
  const base = catalogueOf(country);
  const catalogue = pageTexts ? extendCatalogue(base, pageTexts) : base;
  return [{ title: createTexts(catalogue, languageTag)(id, values) }];
}
