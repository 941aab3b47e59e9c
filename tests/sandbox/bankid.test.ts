import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { loginStateCodes } from '../../generated/codes.js';
import { notACustomerCivic } from '../../sandbox/bankid/admin.js';
import { adminActions } from '../../sandbox/bankid/orders.js';
import {
  anna,
  engines,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

interface Order {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
}
interface Collect {
  orderRef: string;
  status: string;
  hintCode?: string;
  loginState?: string;
  loginToken?: string;
}

const erik = '199203041125';

describe.each(engines)('BankID simulator on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const bodies: string[] = [];

  const post = async (path: string, json: unknown) => {
    const res = await api.request(path, { method: 'POST', json });
    const text = await res.text();
    bodies.push(text);
    return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const start = async (json: unknown, demo = false) => {
    const res = await post(`/service/auth/${demo ? 'bankid-demo' : 'bankid'}/auth`, json);
    return { ...res, order: res.json as Order };
  };
  /** Every login state a collect answered (or startBankId's 409 named), for the last test. */
  const reached = new Set<string>();
  const collect = async (orderRef: string, demo = false) => {
    const res = await post(`/service/auth/${demo ? 'bankid-demo' : 'bankid'}/collect`, {
      orderRef,
    });
    expect(res.status).toBe(200);
    const answer = res.json as Collect;
    if (answer.loginState) reached.add(answer.loginState);
    return answer;
  };
  const act = (orderRef: string, action: string, json: unknown = {}) =>
    post(`/sandbox/bankid/${orderRef}/${action}`, json);
  const qr = async (orderRef: string) => {
    const res = await api.request(`/service/auth/bankid/qr/${orderRef}`);
    const text = await res.text();
    bodies.push(text);
    return {
      status: res.status,
      qrData: res.status === 200 ? (JSON.parse(text) as { qrData: string }).qrData : '',
    };
  };

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  beforeEach(async () => {
    // Each test starts with no pending order in the way.
    await t.db.query(
      `update bankid_orders set status = 'failed', hint_code = 'cancelled' where status = 'pending'`,
    );
  });
  afterAll(async () => {
    // The QR start secret never leaves the server, in any answer of the whole file.
    const { rows } = await t.db.query<{ qr_start_secret: string }>(
      'select qr_start_secret from bankid_orders',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { qr_start_secret } of rows) {
      for (const body of bodies) expect(body).not.toContain(qr_start_secret);
    }
    expect(api.errors).toEqual([]);
    await t.drop();
  });

  it('happy path: start -> pending hints -> approve -> complete -> validateToken -> customer info', async () => {
    const started = await start({ sameDevice: true, civicNumber: anna.civic });
    expect(started.status).toBe(200);
    expect(Object.keys(started.order).sort()).toEqual([
      'autoStartToken',
      'orderRef',
      'qrStartToken',
    ]);
    const ref = started.order.orderRef;

    expect(await collect(ref)).toEqual({
      orderRef: ref,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    await api.clock.advance(6000);
    expect((await collect(ref)).hintCode).toBe('noClient');
    expect((await act(ref, 'scan')).status).toBe(200);
    expect((await collect(ref)).hintCode).toBe('started');
    expect((await act(ref, 'sign')).status).toBe(200);
    expect((await collect(ref)).hintCode).toBe('userSign');
    expect((await act(ref, 'approve')).json).toMatchObject({ status: 'complete' });

    const done = await collect(ref);
    expect(done.status).toBe('complete');
    expect(done.loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Handed out once: a later collect is still complete, without a token.
    expect(await collect(ref)).toEqual({ orderRef: ref, status: 'complete' });

    const validated = await post('/service/auth/token/validate', { token: done.loginToken });
    expect(validated.status).toBe(200);
    const { token } = validated.json as { token: string };
    const info = await api.request('/service/auth/customer-info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ customerInfo: { civicNumber: anna.civic } });
    // The login token works once.
    expect((await post('/service/auth/token/validate', { token: done.loginToken })).status).toBe(
      401,
    );
  });

  it('QR on another device: the person is chosen in the app; QR animates every second', async () => {
    const started = await start({ sameDevice: false });
    const ref = started.order.orderRef;
    const { rows } = await t.db.query<{ qr_start_secret: string }>(
      'select qr_start_secret from bankid_orders where order_ref = $1',
      [ref],
    );
    const secret = rows[0]?.qr_start_secret ?? '';
    expect(secret).not.toBe('');

    const seen = new Set<string>();
    let previousSeconds = -1;
    for (let i = 0; i < 3; i++) {
      const { status, qrData } = await qr(ref);
      expect(status).toBe(200);
      const match = /^bankid\.([0-9a-f-]+)\.(\d+)\.([0-9a-f]{64})$/.exec(qrData);
      expect(match).not.toBeNull();
      const [, qrToken, seconds, auth] = match ?? [];
      expect(qrToken).toBe(started.order.qrStartToken);
      expect(Number(seconds)).toBeGreaterThan(previousSeconds);
      previousSeconds = Number(seconds);
      expect(auth).toBe(createHmac('sha256', secret).update(String(seconds)).digest('hex'));
      seen.add(qrData);
      await api.clock.advance(1000);
    }
    expect(seen.size).toBe(3);

    // A QR order never reports noClient.
    expect((await collect(ref)).hintCode).toBe('outstandingTransaction');
    const page = await (await api.request('/sandbox/bankid')).text();
    expect(page).toContain(ref);
    expect(page).toContain('chosen in the app');

    // The approval page's form: choose Erik.
    const form = await api.request(`/sandbox/bankid/${ref}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `civicNumber=${erik}`,
    });
    expect(form.status).toBe(303);
    const done = await collect(ref);
    expect(done.status).toBe('complete');
    expect((await qr(ref)).status).toBe(404);
  });

  it('each BankID failure reaches its hint code (or error code) and login state', async () => {
    // [action, same device, collect hintCode, collect loginState, BankID errorCode]
    const cases: [string, boolean, string | undefined, string, string | null][] = [
      ['decline', true, 'userCancel', 'userCancel', null],
      ['new-order', true, 'cancelled', 'newOrder', null],
      ['expire', false, 'expiredTransaction', 'expiredTransaction', null],
      ['fail-certificate', true, 'certificateErr', 'certificateError', null],
      ['fail-start', true, 'startFailed', 'startFailed', null],
      ['fail-start', false, 'startFailed', 'startFailedQr', null],
      ['not-supported', true, undefined, 'notSupportedByApp', null],
      ['fail-unknown', false, undefined, 'failed', null],
      ['error-invalid', true, undefined, 'error', 'invalidParameters'],
      ['error-timeout', false, undefined, 'bankIdTimeout', 'requestTimeout'],
      ['error-internal', true, undefined, 'serverError', 'internalError'],
      ['no-answer', true, undefined, 'timeout', null],
    ];
    for (const demo of [false, true]) {
      for (const [action, sameDevice, hintCode, loginState, errorCode] of cases) {
        const { order } = await start({ sameDevice, civicNumber: anna.civic }, demo);
        const acted = await act(order.orderRef, action);
        expect(acted.status).toBe(200);
        expect(acted.json).toEqual({
          orderRef: order.orderRef,
          status: 'failed',
          hintCode: hintCode ?? null,
          errorCode,
          loginState,
        });
        expect(await collect(order.orderRef, demo)).toEqual({
          orderRef: order.orderRef,
          status: 'failed',
          ...(hintCode === undefined ? {} : { hintCode }),
          loginState,
        });
        // An ended order takes no more actions, and has no QR code.
        expect((await act(order.orderRef, 'approve')).status).toBe(409);
        expect((await qr(order.orderRef)).status).toBe(404);
      }
    }
  });

  it('the approval page offers every action for a pending order, grouped', async () => {
    const { order } = await start({ sameDevice: true, civicNumber: anna.civic });
    const html = await (await api.request('/sandbox/bankid')).text();
    for (const action of adminActions) {
      expect(html).toContain(`action="/sandbox/bankid/${order.orderRef}/${action}"`);
    }
    expect(adminActions).toEqual(
      expect.arrayContaining(['not-supported', 'error-timeout', 'error-internal', 'no-answer']),
    );
    // A page button (form post) fails the order the same way and comes back to the page.
    const form = await api.request(`/sandbox/bankid/${order.orderRef}/error-timeout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/sandbox/bankid');
    expect((await collect(order.orderRef)).loginState).toBe('bankIdTimeout');
  });

  it('a person who is not a customer ends in idNotFound', async () => {
    const { order } = await start({ sameDevice: false });
    await act(order.orderRef, 'approve', { civicNumber: notACustomerCivic });
    expect(await collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      loginState: 'idNotFound',
    });
  });

  it('RP cancel: collect fails with cancelled (bankIdCancelled); cancel again is still 204', async () => {
    const { order } = await start({ sameDevice: true, civicNumber: anna.civic });
    expect((await post('/service/auth/bankid/cancel', { orderRef: order.orderRef })).status).toBe(
      204,
    );
    expect(await collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'cancelled',
      loginState: 'bankIdCancelled',
    });
    expect((await post('/service/auth/bankid/cancel', { orderRef: order.orderRef })).status).toBe(
      204,
    );
    expect((await act(order.orderRef, 'approve')).status).toBe(409);
  });

  it('alreadyInProgress: a second start for the person supersedes the first, which ends', async () => {
    const first = await start({ sameDevice: true, civicNumber: anna.civic });
    const second = await start({ sameDevice: false, civicNumber: '198507152380' });
    // The newest login wins: the second order is made and can be approved.
    expect(second.status).toBe(200);
    // The first ends with alreadyInProgress: a newer login for the person took its place.
    expect(await collect(first.order.orderRef)).toEqual({
      orderRef: first.order.orderRef,
      status: 'failed',
      hintCode: 'alreadyInProgress',
      loginState: 'alreadyInProgress',
    });
    expect((await act(first.order.orderRef, 'approve')).status).toBe(409);
    expect((await collect(second.order.orderRef)).status).toBe('pending');
    expect((await act(second.order.orderRef, 'approve')).status).toBe(200);
    expect((await collect(second.order.orderRef)).loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('parallel starts for one person: one order stays pending, every other ends', async () => {
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => start({ sameDevice: false, civicNumber: anna.civic })),
    );
    const made = starts.filter((s) => s.status === 200);
    expect(made.length).toBeGreaterThan(0);
    const states = await Promise.all(made.map((s) => collect(s.order.orderRef)));
    expect(states.filter((s) => s.status === 'pending')).toHaveLength(1);
    for (const s of states.filter((x) => x.status !== 'pending'))
      expect(s).toMatchObject({ status: 'failed', hintCode: 'alreadyInProgress' });
  });

  it('expiry: a pending order fails with expiredTransaction 3 minutes after start', async () => {
    const { order } = await start({ sameDevice: false, civicNumber: erik });
    await api.clock.advance(178_000);
    expect((await collect(order.orderRef)).status).toBe('pending');
    expect((await qr(order.orderRef)).status).toBe(200);
    await api.clock.advance(2_000);
    expect(await collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'expiredTransaction',
      loginState: 'expiredTransaction',
    });
    expect((await qr(order.orderRef)).status).toBe(404);
    expect((await act(order.orderRef, 'approve')).status).toBe(409);
  });

  it('validation: bad checksum 422, bad shape 400, unknown order 404', async () => {
    expect((await start({ sameDevice: true, civicNumber: '19850715-2381' })).status).toBe(422);
    expect((await start({ sameDevice: true, civicNumber: '1985' })).status).toBe(400);
    expect((await start({ civicNumber: anna.civic })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/service/auth/bankid/collect', { orderRef: unknown })).status).toBe(404);
    expect((await qr(unknown)).status).toBe(404);
    expect((await post('/service/auth/bankid/collect', { orderRef: 'x' })).status).toBe(400);
    expect((await act(unknown, 'approve')).status).toBe(409);
    expect((await act(unknown, 'explode')).status).toBe(404);
  });

  it('collectBankIdDemo: unknown order 404, a real order 404, bad input 400', async () => {
    const unknown = await post('/service/auth/bankid-demo/collect', {
      orderRef: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: 404, title: 'Not Found' });
    // A real order is not the demo's.
    const real = await start({ sameDevice: true, civicNumber: anna.civic });
    expect(
      (await post('/service/auth/bankid-demo/collect', { orderRef: real.order.orderRef })).status,
    ).toBe(404);
    const cases: [unknown, string][] = [
      [{}, 'orderRef'],
      [{ orderRef: 'x' }, 'orderRef'],
      [{ orderRef: 42 }, 'orderRef'],
      [{ orderRef: real.order.orderRef, x: 1 }, 'x'],
    ];
    for (const [bad, field] of cases) {
      const res = await post('/service/auth/bankid-demo/collect', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify((res.json as { errors?: unknown }).errors)).toContain(field);
    }
    // None of it touched the real order.
    expect(await collect(real.order.orderRef)).toMatchObject({ status: 'pending' });
  });

  it('cancelBankId: bad input 400; an unknown or ended order is 204 and changes nothing', async () => {
    for (const bad of [
      {},
      { orderRef: 'not-a-uuid' },
      { orderRef: null },
      { orderRef: 'x', y: 1 },
    ]) {
      const res = await post('/service/auth/bankid/cancel', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.json as { status: number }).status).toBe(400);
    }
    const noBody = await api.request('/service/auth/bankid/cancel', { method: 'POST' });
    expect(noBody.status).toBe(400);

    const { order } = await start({ sameDevice: true, civicNumber: anna.civic });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/service/auth/bankid/cancel', { orderRef: unknown })).status).toBe(204);
    // The demo's cancel does not reach a real order.
    expect(
      (await post('/service/auth/bankid-demo/cancel', { orderRef: order.orderRef })).status,
    ).toBe(204);
    expect(await collect(order.orderRef)).toMatchObject({ status: 'pending' });
    // An order that ended already keeps its end.
    await act(order.orderRef, 'decline');
    expect((await post('/service/auth/bankid/cancel', { orderRef: order.orderRef })).status).toBe(
      204,
    );
    expect(await collect(order.orderRef)).toMatchObject({ hintCode: 'userCancel' });
  });

  it('demo: same life cycle, separate orders, a second start supersedes the first', async () => {
    expect((await start({ sameDevice: true, civicNumber: notACustomerCivic }, true)).status).toBe(
      422,
    );
    const first = await start({ sameDevice: true, civicNumber: erik }, true);
    expect(first.status).toBe(200);
    // A demo order is not a real one.
    expect((await post('/service/auth/bankid/collect', first.order)).status).toBe(400);
    expect(
      (await post('/service/auth/bankid/collect', { orderRef: first.order.orderRef })).status,
    ).toBe(404);
    const second = await start({ sameDevice: true, civicNumber: erik }, true);
    expect(second.status).toBe(200);
    expect((await collect(second.order.orderRef, true)).status).toBe('pending');
    expect(await collect(first.order.orderRef, true)).toMatchObject({
      status: 'failed',
      hintCode: 'alreadyInProgress',
      loginState: 'alreadyInProgress',
    });

    const third = await start({ sameDevice: true, civicNumber: erik }, true);
    expect((await collect(third.order.orderRef, true)).hintCode).toBe('outstandingTransaction');
    await act(third.order.orderRef, 'approve');
    expect((await collect(third.order.orderRef, true)).loginToken).toBeDefined();

    const fourth = await start({ sameDevice: false }, true);
    expect(
      (await post('/service/auth/bankid-demo/cancel', { orderRef: fourth.order.orderRef })).status,
    ).toBe(204);
    expect((await collect(fourth.order.orderRef, true)).loginState).toBe('bankIdCancelled');
  });

  it('the approval page escapes what it shows and lists only pending orders', async () => {
    await t.db.query(`update customers set name = $1 where id = 'se-erik'`, [
      '<script>alert(1)</script>',
    ]);
    const { order } = await start({ sameDevice: false });
    const page = await api.request('/sandbox/bankid');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(`/sandbox/bankid/${order.orderRef}/decline`);
    await act(order.orderRef, 'decline');
    expect(await (await api.request('/sandbox/bankid')).text()).not.toContain(order.orderRef);
  });

  // Last: it reads what the tests above reached.
  it('every login state of the code table is in the docs table, and each BankID one is reached', async () => {
    const docs = await readFile(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
    const documented = new Set([...docs.matchAll(/^\| `([A-Za-z]+)` +\|/gm)].map((m) => m[1]));
    // Reached through the BankID flow (collect, or startBankId's 409); the others are the e-mail
    // link's, the session's and the web server's rate limit (runtime/server/rate-limit.ts).
    const notBankId = new Set(['emailLinkSent', 'sessionTimeout', 'tooManyAttempts']);
    for (const { code } of loginStateCodes) {
      expect(documented, code).toContain(code);
      if (!notBankId.has(code)) expect(reached, code).toContain(code);
    }
  });
});
