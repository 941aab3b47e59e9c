import type { Emitter } from '../../core/types.js';
import { CONTENT_LOCALES, entryFiles, versionsOf, type LocalizedSource } from './source.js';

/** The entry's fields as the API's ContentEntry.content carries them (no id: that is the entry's). */
const body = ({ title, intro, sections }: LocalizedSource) => ({ title, intro, sections });

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * `content/entries-data.ts`: every version of every entry (drafts too), the keys and locales;
 * content/entries.ts (verbatim) types them and looks them up. The shapes match the API's
 * ContentEntry.
 */
export const emitEntries: Emitter = (model, templates) => {
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
  const union = (values: string[]): string => values.map((v) => JSON.stringify(v)).join(' | ');
  const content = templates.render('content/entries-data.ts.hbs', {
    locales: json(CONTENT_LOCALES),
    keyType: union(keys),
    keys: json(keys),
    contentTypes: union([...new Set(files.map((f) => f.data.contentType))].sort()),
    versions: json(versions),
  });
  return [{ path: 'content/entries-data.ts', content, sources: files.map((f) => f.path) }];
};
