import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number: every process migrating the same database takes this lock first. */
const migrationLock = 4010_0001;

export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/** The SQL files `NNNN_name.sql` in version order. */
export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  // Two files of one version would apply only the first anywhere it is recorded: refuse them.
  const versions = files.map((f) => f.slice(0, 4));
  const twice = versions.find((v, i) => versions.indexOf(v) !== i);
  if (twice !== undefined) throw new Error(`two migrations have version ${twice}: renumber one`);
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 4),
      name: file.slice(5, -4),
      sql: await readFile(`${dir}/${file}`, 'utf8'),
    })),
  );
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * together with its record, so a crash leaves either all of a migration or none of it. The
 * advisory lock makes two processes starting against one server apply each migration once.
 * Answers the versions it applied.
 */
export async function migrate(db: Database, dir?: string): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  // The usual start finds every migration recorded: one read, no transaction per migration.
  const recorded = await db.query<{ version: string }>('select version from schema_migrations');
  const known = new Set(recorded.rows.map((row) => row.version));
  const pending = migrations.filter((migration) => !known.has(migration.version));
  const applied: string[] = [];
  // Each pending one is checked again under the lock: another process may have applied it since.
  for (const migration of pending) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (seen.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
