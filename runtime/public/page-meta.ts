/**
 * The localized <title> of a public page. `meta` runs outside the React tree, so it draws the
 * text from the catalogue the entry loaded before the first render (see i18n/catalogue.ts).
 */
import type { MetaDescriptor } from 'react-router';
import { countryLocale } from '../../generated/countries/index.js';
import type { MessageId } from '../../generated/messages/index.js';
import { catalogueOf, countryOfPath } from '../i18n/catalogue.js';
import { createTexts, type TextValues } from '../i18n/texts.js';

export function pageTitle(pathname: string, id: MessageId, values?: TextValues): MetaDescriptor[] {
  const country = countryOfPath(pathname);
  // The language tag only picks plural rules here, so the locale and the country make it.
  const languageTag = `${countryLocale[country]}-${country.toUpperCase()}`;
  return [{ title: createTexts(catalogueOf(country), languageTag)(id, values) }];
}
