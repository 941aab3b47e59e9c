import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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

/** Starts `sandbox/main.ts` as its own node process (tsx as a loader, so one pid to kill). */
function start(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${out}`)), 25_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /sandbox API on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}):\n${out}`)));
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

  it('keeps what was acknowledged when the process is killed hard', async () => {
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
  }, 60_000);
});
