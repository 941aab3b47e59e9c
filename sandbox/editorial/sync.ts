/**
 * Brings content_entries in line with generated/content (the entries of content/entries/*.yaml):
 * every published entry under its key, every draft without a key (only the preview by id finds
 * it; the key is unique per locale), and nothing else. Idempotent, so several processes sharing
 * one PostgreSQL server may each run it.
 */
import { createHash } from 'node:crypto';
import { CONTENT_VERSIONS, type EditorialEntry } from '../../generated/content/entries.js';
import type { Queryable } from '../db/database.js';

const row = (e: EditorialEntry) => ({
  id: e.id,
  key: e.published ? e.key : null,
  locale: e.locale,
  content_type: e.contentType,
  content: e.content,
  published: e.published,
});

export async function syncContent(
  db: Queryable,
  versions: readonly EditorialEntry[] = CONTENT_VERSIONS,
): Promise<void> {
  const rows = versions.map(row);
  const json = JSON.stringify(rows);
  const fingerprint = createHash('sha256').update(json).digest('hex');
  // Unchanged sources since the last sync: nothing to write (the usual start).
  const last = await db.query<{ fingerprint: string }>(
    'select fingerprint from content_sync_state',
  );
  if (last.rows[0]?.fingerprint === fingerprint) return;
  // Rows that left the sources go first, so a key moving to a new id never meets its old row.
  await db.query(
    `delete from content_entries
      where id::text <> all (select jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(rows.map((r) => r.id))],
  );
  await db.query(
    `insert into content_entries (id, key, locale, content_type, content, published)
     select r.id, r.key, r.locale, r.content_type, r.content, r.published
       from jsonb_to_recordset($1::jsonb)
         as r(id uuid, key text, locale text, content_type text, content jsonb, published boolean)
     on conflict (id) do update set key = excluded.key, locale = excluded.locale,
       content_type = excluded.content_type, content = excluded.content,
       published = excluded.published
     where (content_entries.key, content_entries.locale, content_entries.content_type,
            content_entries.content, content_entries.published)
       is distinct from (excluded.key, excluded.locale, excluded.content_type, excluded.content,
            excluded.published)`,
    [json],
  );
  await db.query(
    `insert into content_sync_state (fingerprint) values ($1)
     on conflict (id) do update set fingerprint = excluded.fingerprint`,
    [fingerprint],
  );
}

// One sync per database handle: the CMS endpoints call `ensureContent` before they read, so
// every way of starting the sandbox (main, tests, npm start) serves the current sources.
const synced = new WeakMap<Queryable, Promise<void>>();

export function ensureContent(db: Queryable): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = syncContent(db).catch((error: unknown) => {
      synced.delete(db);
      throw error;
    });
    synced.set(db, done);
  }
  return done;
}
