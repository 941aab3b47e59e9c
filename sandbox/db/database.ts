/**
 * The one storage interface of the sandbox. Two engines implement it (PGlite in a folder, or a
 * PostgreSQL server through node-postgres) and every module speaks plain PostgreSQL SQL to it, so
 * the same statements and migrations run on both.
 *
 * Column types come back the same on both engines: int8 as bigint (money is minor units in
 * bigint columns), numeric as string, timestamptz as Date, jsonb as parsed JSON.
 */
export type SqlValue = string | number | bigint | boolean | Date | null | Uint8Array;

export interface QueryResult<Row> {
  readonly rows: Row[];
  /** Rows inserted, updated or deleted (or returned, for a SELECT). */
  readonly rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. On
   * PostgreSQL the transaction is SERIALIZABLE and retried on serialization failures, so `fn`
   * must have no effects outside the database; PGlite has a single connection, so its
   * transactions are serial by construction. Inside `fn` use `tx` only, never the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A counter that moves whenever this process changes data (a write that touched a row, a
   * transaction that wrote, any exec); read caches compare it to know they are still current.
   * Null when other processes may write to the same database (a PostgreSQL server): then
   * nothing may be cached. PGlite's folder belongs to one process, so there it is a number.
   */
  changes(): number | null;
  /**
   * query() for a write that leaves `changes()` where it is, so it invalidates no cached answer:
   * only for a column no cached answer is computed from but the writer's own cache, which the
   * writer keeps up to date itself (a session's last use, auth/sessions.ts). Anything else that
   * changes data must use query().
   */
  queryUncounted<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
  ): Promise<QueryResult<Row>>;
}

/** What an engine provides; openDatabase adds the change counter (change-counter.ts). */
export type Engine = Omit<Database, 'changes' | 'queryUncounted'>;
