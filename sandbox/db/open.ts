import { sandboxConfig } from '../config.js';
import type { Database } from './database.js';
import { countChanges } from './change-counter.js';
import { ensureContent } from '../editorial/sync.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded engine is used. */
  readonly databaseUrl?: string | undefined;
  /** The embedded engine's folder; `null` keeps it in memory. */
  readonly dataDir?: string | null;
}

/**
 * Opens the configured engine, brings its schema up to date and its CMS entries in line with
 * the content sources, so the first read of any endpoint changes nothing.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const db = countChanges(
    options.databaseUrl
      ? await openPostgres(options.databaseUrl)
      : await openPglite(
          options.dataDir === null ? undefined : (options.dataDir ?? sandboxConfig.defaultDataDir),
        ),
  );
  await migrate(db);
  await ensureContent(db);
  return db;
}
