import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createClock } from '../../sandbox/clock.js';
import { loadMigrations, migrate } from '../../sandbox/db/migrate.js';
import { formatMinor, fromMinor, toMinor } from '../../sandbox/money.js';
import { engines, openTestDatabase, type TestDatabase } from './support.js';

describe('money in minor units', () => {
  it('converts contract numbers exactly', () => {
    expect(toMinor(19.99)).toBe(1999n);
    expect(toMinor(0.1)).toBe(10n);
    expect(toMinor(-12.3)).toBe(-1230n);
    expect(toMinor('1234.50')).toBe(123450n);
    expect(fromMinor(1999n)).toBe(19.99);
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(() => toMinor(1.005)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe.each(engines)('storage on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('applies every migration once; migrating again changes nothing', async () => {
    const files = await loadMigrations();
    const { rows } = await t.db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(await migrate(t.db)).toEqual([]);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('reads int8 as bigint on this engine', async () => {
    const { rows } = await t.db.query<{ v: bigint }>('select 9007199254740993::int8 as v');
    expect(rows[0]?.v).toBe(9007199254740993n);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`update sandbox_clock set offset_ms = 12345 where id`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await t.db.query<{ offset_ms: bigint }>('select offset_ms from sandbox_clock');
    expect(rows[0]?.offset_ms).not.toBe(12345n);
  });

  it('moves the sandbox clock: set, advance, reset', async () => {
    let real = Date.parse('2026-01-10T12:00:00Z');
    const clock = createClock(t.db, () => real);
    await clock.reset();
    expect((await clock.now()).toISOString()).toBe('2026-01-10T12:00:00.000Z');
    await clock.set(new Date('2026-03-01T00:00:00Z'));
    expect((await clock.now()).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    real += 1000; // real time keeps running from the set instant
    expect((await clock.now()).toISOString()).toBe('2026-03-01T00:00:01.000Z');
    await clock.advance(24 * 3600 * 1000);
    expect((await clock.now()).toISOString()).toBe('2026-03-02T00:00:01.000Z');
    // Another clock on the same database (another process) sees the same time.
    expect((await createClock(t.db, () => real).now()).toISOString()).toBe(
      '2026-03-02T00:00:01.000Z',
    );
    await clock.reset();
    expect((await clock.now()).getTime()).toBe(real);
  });
});
