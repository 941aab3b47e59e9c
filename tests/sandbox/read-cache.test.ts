import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../sandbox/http/read-cache.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const answer = (body: string, status = 200) => ({ status, headers: {}, body });

describe('ReadCache', () => {
  it('serves an entry only while the database is unchanged and the entry is young', () => {
    const cache = new ReadCache(1000);
    cache.set('k', 7, 10_000, answer('a'));
    expect(cache.get('k', 7, 10_500)?.body).toBe('a');
    expect(cache.get('k', 8, 10_500)).toBeUndefined(); // the database changed
    cache.set('k', 7, 10_000, answer('a'));
    expect(cache.get('k', 7, 11_000)).toBeUndefined(); // too old
    cache.set('k', 7, 10_000, answer('a'));
    expect(cache.get('k', 7, 9_000)).toBeUndefined(); // the clock went back
  });

  it('keeps no error answers and drops the oldest entry when full', () => {
    const cache = new ReadCache(1000, 2);
    cache.set('bad', 1, 0, answer('x', 404));
    expect(cache.get('bad', 1, 0)).toBeUndefined();
    cache.set('a', 1, 0, answer('a'));
    cache.set('b', 1, 0, answer('b'));
    cache.set('c', 1, 0, answer('c'));
    expect(cache.get('a', 1, 0)).toBeUndefined();
    expect(cache.get('c', 1, 0)?.body).toBe('c');
  });
});

describe('ReadCache.read', () => {
  /** A computation the test ends when it says, counting how often it was started. */
  const computation = () => {
    let started = 0;
    let finish: (body: string) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const compute = () => {
      started += 1;
      return new Promise<ReturnType<typeof answer>>((resolve, reject) => {
        finish = (body) => resolve(answer(body));
        fail = reject;
      });
    };
    return {
      compute,
      started: () => started,
      finish: (body: string) => finish(body),
      fail: (error: Error) => fail(error),
    };
  };

  it('gives reads that miss together one computation, then keeps its answer', async () => {
    const cache = new ReadCache(1000);
    const work = computation();
    const reads = [0, 10, 20].map((at) => cache.read('k', 1, 10_000 + at, work.compute));
    work.finish('a');
    expect((await Promise.all(reads)).map((read) => read.body)).toEqual(['a', 'a', 'a']);
    expect((await cache.read('k', 1, 10_500, work.compute)).body).toBe('a');
    expect(work.started()).toBe(1);
  });

  it('computes anew after a change, and for a read later than an entry may live', async () => {
    const cache = new ReadCache(1000);
    const first = computation();
    const before = cache.read('k', 1, 10_000, first.compute);
    const second = computation();
    const changed = cache.read('k', 2, 10_000, second.compute);
    const third = computation();
    const late = cache.read('k', 1, 11_000, third.compute);
    expect([first.started(), second.started(), third.started()]).toEqual([1, 1, 1]);
    first.finish('a');
    second.finish('b');
    third.finish('c');
    expect((await Promise.all([before, changed, late])).map((read) => read.body)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('gives a failure to every read that waited for it, and the next read tries again', async () => {
    const cache = new ReadCache(1000);
    const work = computation();
    const reads = [cache.read('k', 1, 0, work.compute), cache.read('k', 1, 5, work.compute)];
    work.fail(new Error('down'));
    for (const read of reads) await expect(read).rejects.toThrow('down');
    const again = computation();
    const retry = cache.read('k', 1, 10, again.compute);
    again.finish('a');
    expect((await retry).body).toBe('a');
  });
});

describe.each(engines)('change counting and cached reads (%s)', (engine) => {
  let store: TestDatabase;
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    store = await openTestDatabase(engine);
    api = await testApi(store.db);
    token = await login(api, anna.email);
  });
  afterAll(() => store.drop());

  it('counts writes that touch rows and transactions that write, not reads', async () => {
    const before = store.db.changes();
    if (engine === 'postgres') {
      // Other processes may write to a server: nothing may be cached there.
      expect(before).toBeNull();
      return;
    }
    await store.db.query('select * from customers');
    await store.db.query('update customers set id = id where false');
    expect(store.db.changes()).toBe(before);
    await store.db.query('update sandbox_clock set offset_ms = offset_ms where id');
    expect(store.db.changes()).toBe(Number(before) + 1);
    await store.db.transaction(async (tx) => {
      await tx.query('select 1');
    });
    expect(store.db.changes()).toBe(Number(before) + 1);
    await store.db.transaction(async (tx) => {
      await tx.query('update sandbox_clock set offset_ms = offset_ms where id');
    });
    expect(store.db.changes()).toBe(Number(before) + 2);
  });

  it('shows a change to the payments at once, and a time-driven change within a second', async () => {
    const read = async () => {
      const res = await api.request('/service/payment/api/payments', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const before = await read();
    expect(await read()).toBe(before);
    // A cancellation of an automatic payment in progress (904), resolving in 5 s of sandbox time.
    const now = await api.clock.now();
    const { rowCount } = await store.db.query(
      `update invoice_accounts
          set status_before_schedule = current_invoice_status, current_invoice_status = 904,
              cancel_resolves_at = $2
        where account_number = (select a.account_number from invoice_accounts a
                      join customer_emails e on e.customer_id = a.customer_id
                     where e.email = $1 and a.current_invoice_status is not null
                     order by a.account_number limit 1)`,
      [anna.email, new Date(now.getTime() + 5000)],
    );
    expect(rowCount).toBe(1);
    const pending = await read();
    expect(pending).not.toBe(before);
    expect(pending).toContain('904');
    // Real time does not move 5 s here; the sandbox clock does, and the read sees it.
    await api.clock.advance(6000);
    expect(await read()).toBe(before);
  });
});
