import { PGlite, types } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Engine, QueryResult, Queryable, SqlValue } from './database.js';

// PGlite answers int8 as a JS number, which loses precision above 2^53; money needs bigint.
const parsers = { [types.INT8]: (value: string): bigint => BigInt(value) };

interface PgliteLike {
  query<Row>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows?: number | undefined }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      // affectedRows is 0 for a SELECT; count the rows then, as node-postgres does.
      const rowCount = result.affectedRows || result.rows.length;
      return { rows: result.rows, rowCount };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded engine. `dataDir` undefined keeps everything in memory (fast unit tests); a
 * folder is created when missing (PGlite makes no parents) and locked to this process.
 */
export async function openPglite(dataDir: string | undefined): Promise<Engine> {
  const lock = dataDir === undefined ? null : await lockDataDir(dataDir);
  const pg = lock ? new PGlite(lock.dir, { parsers }) : new PGlite({ parsers });
  try {
    await pg.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const self = wrap(pg);
  return {
    engine: 'pglite',
    query: self.query,
    exec: self.exec,
    // PGlite runs one connection: its transaction holds the engine until it ends, which gives
    // serialisable behaviour without retries.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
