import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

interface Challenge {
  challengeId: string;
  channel: string;
  maskedDestination: string;
  expiresAt: string;
}

describe.each(engines)('two-factor codes on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;

  const post = (path: string, json: unknown, bearer = token) =>
    api.request(path, { method: 'POST', json, headers: { authorization: `Bearer ${bearer}` } });
  const authorize = async (json: unknown = { purpose: 'payment', brand: 'nordpay' }) => {
    const res = await post('/service/auth/twofactor/authorize', json);
    expect(res.status).toBe(202);
    return (await res.json()) as Challenge;
  };
  const verify = (challengeId: string, code: string) =>
    post('/service/auth/twofactor/verify', { challengeId, code });
  /** The code in the newest outbox message to Anna. */
  const lastCode = async () => {
    const { messages } = (await (
      await api.request(`/sandbox/outbox?to=${encodeURIComponent(anna.email)}`)
    ).json()) as { messages: { body: string }[] };
    return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    token = await login(api, anna.email);
  });
  afterAll(() => t.drop());

  it('authorize sends a 6-digit code to the outbox; the right code verifies once', async () => {
    const now = await api.clock.now();
    const challenge = await authorize();
    expect(challenge.channel).toBe('email');
    expect(challenge.maskedDestination).toBe('a***@example.se');
    expect(new Date(challenge.expiresAt).getTime() - now.getTime()).toBeGreaterThan(4 * 60_000);
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);

    expect((await verify(challenge.challengeId, code)).status).toBe(204);
    const again = await verify(challenge.challengeId, code);
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toBe('application/problem+json');
  });

  it('a wrong code answers 422 naming the code; the fifth spends the challenge (409)', async () => {
    const challenge = await authorize({ purpose: 'bankAccount' });
    const code = await lastCode();
    for (let i = 1; i <= 5; i++) {
      const wrong = await verify(challenge.challengeId, otherCode(code));
      expect(wrong.status).toBe(422);
      expect(await wrong.json()).toMatchObject({ errors: [{ field: 'code' }] });
    }
    // Even the right code is refused now.
    expect((await verify(challenge.challengeId, code)).status).toBe(409);
  });

  it('the code expires after 5 minutes by the sandbox clock (409)', async () => {
    const challenge = await authorize({ purpose: 'email' });
    const code = await lastCode();
    await api.clock.advance(5 * 60 * 1000 + 1000);
    expect((await verify(challenge.challengeId, code)).status).toBe(409);
    await api.clock.reset();
    token = await login(api, anna.email);
  });

  it('a new code spends the previous one', async () => {
    const first = await authorize();
    const firstCode = await lastCode();
    const second = await authorize();
    expect((await verify(first.challengeId, firstCode)).status).toBe(409);
    expect((await verify(second.challengeId, await lastCode())).status).toBe(204);
  });

  it("another customer's challenge is not found; bad input 400; no session 401", async () => {
    const challenge = await authorize();
    const code = await lastCode();
    const erik = await login(api, 'erik.sandberg@example.se');
    const asErik = await post(
      '/service/auth/twofactor/verify',
      { challengeId: challenge.challengeId, code },
      erik,
    );
    expect(asErik.status).toBe(404);
    expect((await verify('6f1c1d1e-0000-4000-8000-000000000000', code)).status).toBe(404);
    expect((await verify(challenge.challengeId, '12345')).status).toBe(400);
    expect((await verify('not-a-uuid', code)).status).toBe(400);
    expect((await post('/service/auth/twofactor/authorize', { purpose: 'sms' })).status).toBe(400);
    const anonymous = await api.request('/service/auth/twofactor/authorize', {
      method: 'POST',
      json: { purpose: 'payment' },
    });
    expect(anonymous.status).toBe(401);
    // The challenge was untouched by the refused calls.
    expect((await verify(challenge.challengeId, code)).status).toBe(204);
  });

  it("a code only for one's own purchase: another's is 404, odd orderIDs 400 (issue 18)", async () => {
    const own = await authorize({ purpose: 'payment', brand: 'nordpay', orderID: 'SE1002' });
    expect(own.channel).toBe('email');
    const challenges = async () =>
      (
        await t.db.query<{ n: bigint }>(
          "select count(*) as n from twofactor_challenges where status = 'open'",
        )
      ).rows[0]?.n;
    const before = await challenges();
    // Erik's purchase, Anna's purchase at another brand, and one nobody has: not Anna's.
    for (const json of [
      { purpose: 'payment', brand: 'nordpay', orderID: 'SE2001' },
      { purpose: 'payment', orderID: 'SE2001' },
      { purpose: 'payment', brand: 'kustkok', orderID: 'SE1002' },
      { purpose: 'payment', brand: 'nordpay', orderID: 'SE9999' },
    ]) {
      const refused = await post('/service/auth/twofactor/authorize', json);
      expect(refused.status, JSON.stringify(json)).toBe(404);
    }
    // Not purchase numbers by the contract's pattern and length: refused before any handler.
    for (const orderID of [
      'x'.repeat(100_000),
      'x'.repeat(41),
      "SE1002' OR '1'='1",
      'SE1002; drop table orders; --',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '',
      'SE 1002',
      'SE1002\u0000',
    ]) {
      const refused = await post('/service/auth/twofactor/authorize', {
        purpose: 'payment',
        brand: 'nordpay',
        orderID,
      });
      expect(refused.status, orderID.slice(0, 40)).toBe(400);
      const problem = (await refused.json()) as { errors: { field: string }[] };
      expect(problem.errors.map((e) => e.field)).toContain('orderID');
    }
    // No refused call issued a code or spent the open one.
    expect(await challenges()).toBe(before);
  });

  it('logs no server errors', () => {
    expect(api.errors).toEqual([]);
  });
});
