import type { ContentEntry } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ensureContent } from './sync.js';

interface EntryRow {
  id: string;
  key: string | null;
  locale: ContentEntry['locale'];
  content_type: string;
  content: Record<string, unknown> | string;
}

const toEntry = (row: EntryRow): ContentEntry => ({
  id: row.id,
  ...(row.key === null ? {} : { key: row.key }),
  locale: row.locale,
  contentType: row.content_type,
  // Both drivers parse jsonb; a text answer is parsed here in case one does not.
  content:
    typeof row.content === 'string'
      ? (JSON.parse(row.content) as Record<string, unknown>)
      : row.content,
});

/** The published entry of a key in a locale, or null. */
export async function contentByKey(
  db: Queryable,
  key: string,
  locale: string,
): Promise<ContentEntry | null> {
  await ensureContent(db);
  const { rows } = await db.query<EntryRow>(
    `select id::text as id, key, locale, content_type, content from content_entries
      where key = $1 and locale = $2 and published`,
    [key, locale],
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

/** Any entry by id, drafts included (the preview), or null. */
export async function contentById(db: Queryable, id: string): Promise<ContentEntry | null> {
  await ensureContent(db);
  const { rows } = await db.query<EntryRow>(
    `select id::text as id, key, locale, content_type, content from content_entries
      where id = $1`,
    [id],
  );
  return rows[0] ? toEntry(rows[0]) : null;
}
