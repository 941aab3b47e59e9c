/**
 * The editorial entries of the public pages (content/entries/*.yaml): every entry by key and
 * locale, and every version (drafts too) by id; the data is entries-data.ts, re-exported here. The
 * web app imports it only from page loaders, which run while the build prerenders; the sandbox
 * syncs it into its CMS table. The shapes match the API's ContentEntry.
 */
import type { RouteName } from '../routes/table.js';
import {
  CONTENT_VERSIONS,
  type CONTENT_LOCALES,
  type ContentKey,
  type ContentType,
} from './entries-data.js';

export * from './entries-data.js';

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A link after a section's text: to a page of the site, or to a document the API serves as PDF. */
export type ContentLink =
  | { readonly text: string; readonly page: RouteName }
  | { readonly text: string; readonly document: 'credit-terms' };

export interface ContentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  readonly links?: readonly ContentLink[];
}

/** The fields of an entry in one language (the API's ContentEntry.content). */
export interface ContentBody {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly ContentSection[];
}

/** One version of an entry: published (one per key and locale) or a draft only the preview shows. */
export interface EditorialEntry {
  readonly id: string;
  readonly key: ContentKey;
  readonly locale: ContentLocale;
  readonly contentType: ContentType;
  readonly published: boolean;
  readonly content: ContentBody;
}

const published = new Map(
  CONTENT_VERSIONS.filter((e) => e.published).map((e) => [`${e.key}|${e.locale}`, e]),
);

/** The published entry of a key in a locale (every key has all four). */
export function contentEntry(key: ContentKey, locale: ContentLocale): EditorialEntry {
  const entry = published.get(`${key}|${locale}`);
  if (!entry) throw new Error(`no published content ${key} in ${locale}`);
  return entry;
}

/** Any version by its id, drafts included, or undefined. */
export function contentById(id: string): EditorialEntry | undefined {
  return CONTENT_VERSIONS.find((e) => e.id === id);
}
