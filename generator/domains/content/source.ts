import type { Model, SourceFile, SourceSpec } from '../../core/types.js';

/** The kind of the entry files, `content/entries/<key>.yaml`. */
export const CONTENT_ENTRY_KIND = 'content-entry';

export const contentEntrySource: SourceSpec = {
  kind: CONTENT_ENTRY_KIND,
  pattern: 'content/entries/*.yaml',
  meta: 'schema/meta/content-entry.schema.json',
  min: 1,
};

/** The languages every entry is written in, in the order outputs list them. */
export const CONTENT_LOCALES = ['sv', 'nb', 'fi', 'da'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The shapes of an entry file as schema/meta/content-entry.schema.json guarantees them. */
export type LinkSource = { text: string; page: string } | { text: string; document: string };

export interface SectionSource {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  links?: LinkSource[];
}

export interface LocalizedSource {
  id: string;
  title: string;
  intro: string;
  sections: SectionSource[];
}

export interface DraftSource extends LocalizedSource {
  locale: ContentLocale;
}

export type EntrySource = { contentType: string; drafts?: DraftSource[] } & Record<
  ContentLocale,
  LocalizedSource
>;

export function entryFiles(model: Model): SourceFile<EntrySource>[] {
  return model.files<EntrySource>(CONTENT_ENTRY_KIND);
}

/** One version of an entry (published or draft) with its key path in the file. */
export interface EntryVersion {
  file: SourceFile<EntrySource>;
  locale: ContentLocale;
  published: boolean;
  body: LocalizedSource;
  path: Array<string | number>;
}

/** Every version in a file: the four published languages, then the drafts in file order. */
export function versionsOf(file: SourceFile<EntrySource>): EntryVersion[] {
  const published = CONTENT_LOCALES.map((locale) => ({
    file,
    locale,
    published: true,
    body: file.data[locale],
    path: [locale],
  }));
  const drafts = (file.data.drafts ?? []).map((draft, i) => ({
    file,
    locale: draft.locale,
    published: false,
    body: draft,
    path: ['drafts', i],
  }));
  return [...published, ...drafts];
}
