import { createHash } from 'node:crypto';
import { createClock, type SandboxClock } from '../clock.js';
import { sandboxConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { ProblemError, problemTypes } from './problem.js';

/** An answer as stored for replay. */
export interface StoredAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

export interface IdempotentOutcome {
  readonly answer: StoredAnswer;
  readonly replayed: boolean;
}

export function requestHash(method: string, path: string, bodyText: string): string {
  return createHash('sha256').update(`${method}\n${path}\n${bodyText}`).digest('hex');
}

interface KeyRow {
  request_hash: string;
  state: 'running' | 'done';
  started_at: Date;
  status: number | null;
  answer_headers: Record<string, string> | null;
  answer_body: string | null;
}

const reused = () =>
  new ProblemError(
    422,
    'Idempotency-Key reused',
    'This Idempotency-Key was used for a different request; make a new key for a new attempt.',
    { type: problemTypes.idempotencyKeyReused },
  );

const stillRunning = () =>
  new ProblemError(
    409,
    'Conflict',
    'The first request with this Idempotency-Key is still running; retry in a moment.',
    { headers: { 'Retry-After': '1' } },
  );

/** One sandbox clock per database, so its cached offset is shared by every call. */
const clocks = new WeakMap<Database, SandboxClock>();
function sandboxNow(db: Database): Promise<Date> {
  let clock = clocks.get(db);
  if (!clock) {
    clock = createClock(db);
    clocks.set(db, clock);
  }
  return clock.now();
}

/**
 * Runs a money-moving call at most once per (customer, key).
 *
 * The key is reserved by an INSERT against the table's primary key before the handler runs, so
 * the database, not process memory, decides which of many parallel duplicates runs (this holds
 * across processes and servers). The handler then runs in one transaction that also records
 * its answer: its state change and the "done" record commit together or not at all. A problem
 * answer (4xx) is recorded as well, so a retry sees the same refusal; an unexpected failure
 * removes the reservation so the client's retry can run. If the process dies mid-call, the
 * transaction rolls back and the reservation stays "running"; after `idempotencyStaleMs` one
 * retry takes it over (a conditional UPDATE only one caller can win).
 *
 * Answers are kept for `idempotencyRetentionMs` (24 h) of sandbox time (api.yaml): storing a new
 * key deletes the older ones in the same statement, and a key older than that is new again (its
 * old record is taken over the same way, so the request runs and a different body is no reuse).
 * Times here are sandbox times (`now`, or the sandbox clock when the caller does not give it).
 */
export async function runIdempotent(
  db: Database,
  customerId: string,
  key: string,
  hash: string,
  run: (tx: Queryable) => Promise<StoredAnswer>,
  toProblemAnswer: (error: ProblemError) => StoredAnswer,
  now?: Date,
): Promise<IdempotentOutcome> {
  const startedAt = now ?? (await sandboxNow(db));
  const expiredBefore = new Date(startedAt.getTime() - sandboxConfig.idempotencyRetentionMs);
  // Reserves the key and prunes expired records (never this key's: a CTE and the INSERT see the
  // same snapshot, so the expired record of this key is taken over below instead).
  const reserved = await db.query(
    `with pruned as (
       delete from idempotency_keys
        where started_at < $5 and not (customer_id = $1 and key = $2)
     )
     insert into idempotency_keys (customer_id, key, request_hash, state, started_at)
     values ($1, $2, $3, 'running', $4) on conflict do nothing returning key`,
    [customerId, key, hash, startedAt, expiredBefore],
  );
  if (reserved.rows.length === 0) {
    const { rows } = await db.query<KeyRow>(
      `select request_hash, state, started_at, status, answer_headers, answer_body
         from idempotency_keys where customer_id = $1 and key = $2`,
      [customerId, key],
    );
    const row = rows[0];
    // The holder failed and released the key between our INSERT and SELECT: like running.
    if (!row) throw stillRunning();
    if (row.started_at < expiredBefore) {
      // Older than the retention: a new key. One caller wins the conditional UPDATE.
      const renewed = await db.query(
        `update idempotency_keys set request_hash = $3, state = 'running', started_at = $4,
            status = null, answer_headers = null, answer_body = null
          where customer_id = $1 and key = $2 and started_at < $5
          returning key`,
        [customerId, key, hash, startedAt, expiredBefore],
      );
      if (renewed.rows.length === 0) throw stillRunning();
    } else {
      if (row.request_hash !== hash) throw reused();
      if (row.state === 'done') {
        return {
          replayed: true,
          answer: {
            status: row.status ?? 500,
            headers: row.answer_headers ?? {},
            body: row.answer_body,
          },
        };
      }
      const staleBefore = new Date(startedAt.getTime() - sandboxConfig.idempotencyStaleMs);
      const takeover = await db.query(
        `update idempotency_keys set started_at = $3
          where customer_id = $1 and key = $2 and state = 'running' and started_at < $4
          returning key`,
        [customerId, key, startedAt, staleBefore],
      );
      if (takeover.rows.length === 0) throw stillRunning();
    }
  }

  const record = (tx: Queryable, answer: StoredAnswer) =>
    tx.query(
      `update idempotency_keys set state = 'done', status = $3, answer_headers = $4, answer_body = $5
        where customer_id = $1 and key = $2`,
      [customerId, key, answer.status, JSON.stringify(answer.headers), answer.body],
    );

  try {
    const answer = await db.transaction(async (tx) => {
      const result = await run(tx);
      await record(tx, result);
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (error instanceof ProblemError && error.status < 500) {
      const answer = toProblemAnswer(error);
      await record(db, answer);
      return { answer, replayed: false };
    }
    await db.query('delete from idempotency_keys where customer_id = $1 and key = $2', [
      customerId,
      key,
    ]);
    throw error;
  }
}
