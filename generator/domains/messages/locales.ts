import type { Model, SourceFile } from '../../core/types.js';

/** The kind of the catalogue files, `content/messages/<locale>.yaml`. */
export const MESSAGES_KIND = 'messages';

/** The four languages of the product, in the order problems and outputs list them. */
export const LOCALES = ['sv', 'nb', 'fi', 'da'] as const;
export type Locale = (typeof LOCALES)[number];

/** One catalogue file as loaded: message id -> ICU MessageFormat text. */
export type Catalogue = Record<string, string>;

export interface LocaleCatalogue {
  locale: Locale;
  file: SourceFile<Catalogue>;
}

export function isLocale(name: string): name is Locale {
  return (LOCALES as readonly string[]).includes(name);
}

/** The catalogues whose file name is one of the four locales, in locale order. */
export function localeCatalogues(model: Model): LocaleCatalogue[] {
  const files = model.files<Catalogue>(MESSAGES_KIND);
  return LOCALES.flatMap((locale) => {
    const file = files.find((f) => f.name === locale);
    return file ? [{ locale, file }] : [];
  });
}

/** Every id of any catalogue, sorted. */
export function allMessageIds(catalogues: LocaleCatalogue[]): string[] {
  const ids = new Set(catalogues.flatMap((c) => Object.keys(c.file.data)));
  return [...ids].sort();
}
