import type { Emitter } from '../../core/types.js';
import { CONTENT_LOCALES, entryFiles, versionsOf, type LocalizedSource } from './source.js';

/** The entry's fields as the API's ContentEntry.content carries them (no id: that is the entry's). */
const body = ({ title, intro, sections }: LocalizedSource) => ({ title, intro, sections });

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * `content/entries.ts`: every entry by key and locale, and every version (drafts too) by id. The
 * web app imports it only from page loaders, which run while the build prerenders; the sandbox
 * syncs it into its CMS table. The shapes match the API's ContentEntry.
 */
export const emitEntries: Emitter = (model) => {
  const files = entryFiles(model);
  const versions = files.flatMap((file) =>
    versionsOf(file).map((v) => ({
      id: v.body.id,
      key: file.name,
      locale: v.locale,
      contentType: file.data.contentType,
      published: v.published,
      content: body(v.body),
    })),
  );
  const keys = files.map((f) => f.name);
  const content = `import type { RouteName } from '../routes/table.js';

export const CONTENT_LOCALES = ${json(CONTENT_LOCALES)} as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The delivery key of each entry: its file name in content/entries/. */
export type ContentKey = ${keys.map((k) => JSON.stringify(k)).join(' | ')};
export const CONTENT_KEYS: readonly ContentKey[] = ${json(keys)};

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
  readonly contentType: ${[...new Set(files.map((f) => f.data.contentType))]
    .sort()
    .map((t) => JSON.stringify(t))
    .join(' | ')};
  readonly published: boolean;
  readonly content: ContentBody;
}

/** Every version, published ones first per file, drafts after them. */
export const CONTENT_VERSIONS: readonly EditorialEntry[] = ${json(versions)};

const published = new Map(
  CONTENT_VERSIONS.filter((e) => e.published).map((e) => [\`\${e.key}|\${e.locale}\`, e]),
);

/** The published entry of a key in a locale (every key has all four). */
export function contentEntry(key: ContentKey, locale: ContentLocale): EditorialEntry {
  const entry = published.get(\`\${key}|\${locale}\`);
  if (!entry) throw new Error(\`no published content \${key} in \${locale}\`);
  return entry;
}

/** Any version by its id, drafts included, or undefined. */
export function contentById(id: string): EditorialEntry | undefined {
  return CONTENT_VERSIONS.find((e) => e.id === id);
}
`;
  return [{ path: 'content/entries.ts', content, sources: files.map((f) => f.path) }];
};
