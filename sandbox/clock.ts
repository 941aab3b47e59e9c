import type { Queryable } from './db/database.js';

/**
 * The sandbox clock: real time plus an offset kept in the database, so every process serving
 * the same database sees the same "now", and a test or preview can move time forward to reach
 * due dates, pending periods and session expiries without waiting.
 */
export interface SandboxClock {
  now(): Promise<Date>;
  /** Moves the clock so that now() answers `at` (real time keeps running from there). */
  set(at: Date): Promise<Date>;
  advance(ms: number): Promise<Date>;
  /** Back to real time. */
  reset(): Promise<Date>;
}

/** `realNow` is replaceable so unit tests can freeze real time. */
export function createClock(
  db: Queryable & { changes?(): number | null },
  realNow: () => number = Date.now,
): SandboxClock {
  // The offset only moves by a write, so it is read again only after the database has changed
  // (every request asks for the time; this keeps that off the database). Without a change
  // counter (PostgreSQL, where other processes may move it) it is read every time.
  let cached: { offset: bigint; changes: number } | null = null;
  async function offset(): Promise<bigint> {
    const changes = db.changes?.() ?? undefined;
    if (cached && changes !== undefined && cached.changes === changes) return cached.offset;
    const { rows } = await db.query<{ offset_ms: bigint }>(
      'select offset_ms from sandbox_clock where id',
    );
    const value = rows[0]?.offset_ms ?? 0n;
    if (changes !== undefined) cached = { offset: value, changes };
    return value;
  }
  async function store(offsetMs: bigint): Promise<Date> {
    await db.query('update sandbox_clock set offset_ms = $1 where id', [offsetMs]);
    return new Date(realNow() + Number(offsetMs));
  }
  return {
    async now() {
      return new Date(realNow() + Number(await offset()));
    },
    set: (at) => store(BigInt(at.getTime() - realNow())),
    async advance(ms) {
      // One statement, so two tests advancing at once both count.
      const { rows } = await db.query<{ offset_ms: bigint }>(
        'update sandbox_clock set offset_ms = offset_ms + $1 where id returning offset_ms',
        [BigInt(Math.trunc(ms))],
      );
      return new Date(realNow() + Number(rows[0]?.offset_ms ?? 0n));
    },
    reset: () => store(0n),
  };
}
