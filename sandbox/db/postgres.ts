import pg from 'pg';
import type { Engine, QueryResult, Queryable, SqlValue } from './database.js';

const INT8 = 20;
/** How often a SERIALIZABLE transaction is retried after a serialization failure or deadlock. */
const maxAttempts = 8;
const retryableCodes = new Set(['40001', '40P01']);

// Per pool, not global (pg.types.setTypeParser would change every pool in the process).
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string): bigint => BigInt(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** A PostgreSQL server (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Engine> {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  // An idle pooled connection that the server closes (restart, admin termination, a dropped test
  // database) emits 'error' on the pool; unhandled, that would crash the process. The pool drops
  // the connection and opens a new one on the next query, so a note is all it needs.
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(
      `postgres: an idle connection was closed by the server (${error.code ?? error.message})`,
    );
  });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
  const self = wrap(pool);
  return {
    engine: 'postgres',
    query: self.query,
    exec: self.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (attempt < maxAttempts && retryableCodes.has(errorCode(error) ?? '')) {
            await new Promise((resolve) => setTimeout(resolve, attempt * 5 * Math.random()));
            continue;
          }
          throw error;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
