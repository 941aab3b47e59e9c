import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order, PaymentReceipt, PaymentsOverview } from '../../generated/entities/types.js';
import { openDatabase } from '../../sandbox/db/open.js';
import { anna, engines, openTestDatabase, type TestDatabase } from './support.js';

const root = new URL('../..', import.meta.url).pathname;

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
}

/** Every sandbox process of this file, killed at the end whatever happened. */
const spawned: ChildProcess[] = [];
afterAll(() => {
  for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
});

/** PGlite's first start (migrations, seed) takes seconds idle and minutes on a loaded machine. */
const startBoundMs = 240_000;

/** Spawns `sandbox/main.ts` as its own node process (tsx as a loader, so one pid to kill). */
function spawnSandbox(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return { child, output: () => out };
}

/** Starts a sandbox and waits for it to say where it listens (or to exit, which fails). */
function start(env: Record<string, string>): Promise<Child> {
  const { child, output } = spawnSandbox(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no start within ${startBoundMs / 1000} s:\n${output()}`));
    }, startBoundMs);
    const read = () => {
      const match = /sandbox API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1] });
      }
    };
    child.stdout?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited (${code}):\n${output()}`));
    });
  });
}

function stop(child: Child, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill(signal);
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe.each(engines)('persistence on %s', (engine) => {
  const children: Child[] = [];
  let dir = '';
  let t: TestDatabase | undefined;
  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c, 'SIGKILL')));
    if (dir) await rm(dir, { recursive: true, force: true });
    await t?.drop();
  });

  const lockFiles = () => readdirSync(dir).filter((name) => name.startsWith('sandbox.lock'));

  it(
    'keeps what was acknowledged when the process is killed hard',
    async () => {
      let env: Record<string, string>;
      if (engine === 'pglite') {
        dir = await mkdtemp(join(tmpdir(), 'sandbox-persist-'));
        env = { SANDBOX_DATA_DIR: dir, DATABASE_URL: '' };
      } else {
        t = await openTestDatabase('postgres');
        env = { DATABASE_URL: t.url ?? '' };
      }
      const first = await start(env);
      children.push(first);
      if (engine === 'pglite') {
        // One sandbox per data folder: a second one on it refuses, naming the folder and the first.
        const second = spawnSandbox(env);
        const code = await new Promise<number | null>((done) => {
          second.child.once('exit', done);
          // Started after all: that is the failure, said at once instead of at the timeout.
          second.child.stdout?.on('data', () => {
            if (second.output().includes('sandbox API on')) done(0);
          });
        });
        expect(code).not.toBe(0);
        expect(second.output()).toContain(
          `the sandbox data folder ${realpathSync(dir)} is locked: it is in use by process ${first.process.pid}.`,
        );
        expect(lockFiles()).toEqual([`sandbox.lock.${first.process.pid}`]);
      }
      const sent = await fetch(`${first.url}/service/auth/email/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: anna.email, country: 'se' }),
      });
      expect(sent.status).toBe(202);
      const { messages } = await json<{ messages: { link: string }[] }>(
        await fetch(`${first.url}/sandbox/outbox`),
      );
      const loginToken = new URL(messages[0]?.link ?? '', 'http://x').searchParams.get('validate');
      const { token } = await json<{ token: string }>(
        await fetch(`${first.url}/service/auth/token/validate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: loginToken }),
        }),
      );
      const logged = await fetch(`${first.url}/service/payment/api/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          entries: [
            {
              message: 'acknowledged before the crash',
              timestamp: '2026-01-10T12:00:00Z',
              device: 'desktop',
              path: '/se/app',
              country: 'se',
              layout: 'desktop',
              logLevel: 'info',
            },
          ],
        }),
      });
      expect(logged.status).toBe(204);

      // Money-moving writes, each acknowledged (2xx) before the crash: a payment of the konto
      // invoice's minimum and a snooze of a purchase, both with an Idempotency-Key.
      const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const before = await json<PaymentsOverview>(
        await fetch(`${first.url}/service/payment/api/payments`, { headers: auth }),
      );
      const konto = before.accounts.find((a) => a.accountNumber === 'SE-K-100001');
      const order = before.orders.find((o) => o.orderID === 'SE1002');
      expect(konto?.currentInvoiceStatus).toBe(1);
      const payment = {
        key: randomUUID(),
        path: '/service/payment/api/payment',
        body: JSON.stringify({
          target: { kind: 'invoice', brand: 'nordpay', id: konto?.currentInvoiceDate },
          amount: 475,
          when: 'now',
        }),
      };
      const snooze = {
        key: randomUUID(),
        path: '/service/payment/nordpay/snooze',
        body: JSON.stringify({ orderID: 'SE1002', days: 10 }),
      };
      const send = (url: string, write: typeof payment) =>
        fetch(`${url}${write.path}`, {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': write.key },
          body: write.body,
        });
      const paid = await send(first.url, payment);
      expect(paid.status).toBe(201);
      const receipt = await json<PaymentReceipt>(paid);
      const snoozed = await send(first.url, snooze);
      expect(snoozed.status).toBe(200);
      const moved = (await json<{ order: Order }>(snoozed)).order;
      expect(moved.dueDate).not.toBe(order?.dueDate);

      await stop(first, 'SIGKILL');

      // The killed sandbox's lock is stale: the next one takes the folder over.
      const second = await start(env);
      children.push(second);
      // The session written before the crash still works, and the one-time token stays used.
      const info = await fetch(`${second.url}/service/auth/customer-info`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.status).toBe(200);
      const reuse = await fetch(`${second.url}/service/auth/token/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: loginToken }),
      });
      expect(reuse.status).toBe(401);
      // Both money-moving writes are there: the invoice is being paid, the purchase snoozed.
      const after = await json<PaymentsOverview>(
        await fetch(`${second.url}/service/payment/api/payments`, { headers: auth }),
      );
      expect(after.accounts.find((a) => a.accountNumber === 'SE-K-100001')).toMatchObject({
        currentInvoiceStatus: 2,
        minimumAmountToPay: 0,
        adjustedFullInvoiceAmount: (konto?.adjustedFullInvoiceAmount ?? 0) - 475,
        balance: (konto?.balance ?? 0) - 475,
      });
      expect(after.orders.find((o) => o.orderID === 'SE1002')).toMatchObject({
        dueDate: moved.dueDate,
        currentDebtOnOrderInvoice: moved.currentDebtOnOrderInvoice,
      });
      // Their recorded answers too: a retry with the same key is the same answer, not a new write.
      const replayed = await send(second.url, payment);
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotency-replayed')).toBe('true');
      expect(await json<PaymentReceipt>(replayed)).toEqual(receipt);
      const again = await send(second.url, snooze);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotency-replayed')).toBe('true');
      await stop(second, 'SIGTERM');
      // A sandbox stopped in order gives the folder up.
      if (engine === 'pglite') expect(lockFiles()).toEqual([]);

      const db =
        engine === 'pglite'
          ? await openDatabase({ dataDir: dir })
          : (t?.db ?? (await openDatabase()));
      const { rows } = await db.query<{ message: string }>(
        `select entry->>'message' as message from client_log`,
      );
      expect(rows.map((r) => r.message)).toEqual(['acknowledged before the crash']);
      const ledger = await db.query<{ id: string; amount_minor: bigint }>(
        `select id::text as id, amount_minor from payments_ledger where customer_id = 'se-anna'`,
      );
      expect(ledger.rows).toEqual([{ id: receipt.paymentId, amount_minor: 47500n }]);
      if (engine === 'pglite') await db.close();
    },
    3 * startBoundMs,
  );
});
