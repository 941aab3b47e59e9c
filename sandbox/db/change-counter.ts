import type { Database, Engine, QueryResult, Queryable, SqlValue } from './database.js';

/**
 * Statements that may change data. A false positive (a text literal, `select ... for update`)
 * only costs a cache miss; a false negative would serve stale data, so the list is generous.
 */
const writeWords = /\b(insert|update|delete|truncate|create|alter|drop|merge|copy)\b/i;

/**
 * Wraps a database so it counts its own changes. Only PGlite's counter is exposed: its data
 * folder is opened by one process, so the counter sees every change there is. A PostgreSQL
 * server can have other writers (a second sandbox, `sandbox:seed`), so there it answers null.
 */
export function countChanges(db: Engine): Database {
  let counter = 0;
  const counting = (target: Queryable, onWrite: () => void): Queryable => ({
    async query<Row>(sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      if (result.rowCount > 0 && writeWords.test(sql)) onWrite();
      return result;
    },
    async exec(sql: string): Promise<void> {
      try {
        await target.exec(sql);
      } finally {
        onWrite();
      }
    },
  });
  const self = counting(db, () => (counter += 1));
  return {
    engine: db.engine,
    query: self.query,
    exec: self.exec,
    async transaction(fn) {
      let wrote = false;
      try {
        return await db.transaction((tx) => {
          wrote = false; // a retried PostgreSQL transaction starts over
          return fn(counting(tx, () => (wrote = true)));
        });
      } finally {
        // Counted after commit or rollback, so a reader never caches a half-written state as new.
        if (wrote) counter += 1;
      }
    },
    close: () => db.close(),
    changes: () => (db.engine === 'pglite' ? counter : null),
    queryUncounted: <Row>(sql: string, params?: readonly SqlValue[]) => db.query<Row>(sql, params),
  };
}
