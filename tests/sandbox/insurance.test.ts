import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insurance, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const lars = 'lars@example.com';

describe.each(engines)('insurance on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let annaToken: string;
  let larsToken: string;
  const get = (token: string, brand = 'nordpay') =>
    api.request(`/service/payment/${brand}/ppi`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const apply = (token: string, json: unknown, brand = 'nordpay') =>
    api.request(`/service/payment/${brand}/ppi`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      json,
    });
  const application = (accountNumber: string) => ({
    accountNumber,
    occupation: 'employee',
    acceptedDeclaration: true,
    confirmedCorrectness: true,
    confirmedEligibility: true,
  });

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    annaToken = await login(api, anna.email);
    larsToken = await login(api, lars);
  });
  afterAll(() => t.drop());

  it('getInsurance: an insured konto with premium, start, covered account and history', async () => {
    const res = await get(annaToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Insurance;
    expect(body).toMatchObject({
      brand: 'nordpay',
      insured: true,
      premium: 49,
      premiumRate: 0.67,
      coveredAccount: { accountNumber: 'SE-K-100001' },
    });
    expect(body.monthlyCostHistory.length).toBeGreaterThan(0);
    expect(body.monthlyCostHistory[0]?.amount).toBe(49);
  });

  it('getInsurance: not insured, and 401 without a token', async () => {
    const res = await get(larsToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ insured: false, monthlyCostHistory: [] });
    expect((await api.request('/service/payment/nordpay/ppi')).status).toBe(401);
  });

  it('applyInsurance: declarations not all true are refused, naming the fields', async () => {
    const res = await apply(larsToken, {
      ...application('SE-K-100004'),
      acceptedDeclaration: false,
      confirmedEligibility: false,
    });
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Problem;
    expect(problem.type).toBe('https://api.nordpay.example/problems/validation');
    expect(problem.errors?.map((e) => e.field)).toEqual([
      'acceptedDeclaration',
      'confirmedEligibility',
    ]);
    expect(await (await get(larsToken)).json()).toMatchObject({ insured: false });
  });

  it('applyInsurance: each declaration left false is 422 naming exactly it; a non-boolean is 400', async () => {
    for (const field of ['acceptedDeclaration', 'confirmedCorrectness', 'confirmedEligibility']) {
      const res = await apply(larsToken, { ...application('SE-K-100004'), [field]: false });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Problem).errors?.map((e) => e.field)).toEqual([field]);
    }
    const all = await apply(larsToken, {
      ...application('SE-K-100004'),
      acceptedDeclaration: false,
      confirmedCorrectness: false,
      confirmedEligibility: false,
    });
    expect(all.status).toBe(422);
    expect(((await all.json()) as Problem).errors).toHaveLength(3);
    const notBoolean = await apply(larsToken, {
      ...application('SE-K-100004'),
      acceptedDeclaration: 'yes',
    });
    expect(notBoolean.status).toBe(400);
    expect(await (await get(larsToken)).json()).toMatchObject({ insured: false });
  });

  it('applyInsurance: an occupation without conditions in the country is 422 naming it', async () => {
    const res = await apply(larsToken, {
      ...application('SE-K-100004'),
      occupation: 'pensioner',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors?.map((e) => e.field)).toEqual(['occupation']);
  });

  it('applyInsurance: a monthly account is 409, an unknown account 404', async () => {
    expect((await apply(annaToken, application('SE-M-100001'), 'fjallmode')).status).toBe(409);
    expect((await apply(larsToken, application('SE-K-999999'))).status).toBe(404);
  });

  it('ppi on several: Maja is insured on her skogsport and fjallmode kontos, never on her monthly', async () => {
    const maja = await login(api, 'maja.ek@example.se');
    for (const brand of ['skogsport', 'fjallmode']) {
      const res = await get(maja, brand);
      expect(res.status, brand).toBe(200);
      expect(await res.json(), brand).toMatchObject({ insured: true });
    }
    expect(await (await get(maja, 'nordpay')).json()).toMatchObject({ insured: false });
    expect((await apply(maja, application('SE-M-100005'))).status).toBe(409);
    const payments = (await (
      await api.request('/service/payment/api/payments', {
        headers: { authorization: `Bearer ${maja}` },
      })
    ).json()) as PaymentsOverview;
    const insured = payments.accounts.filter((a) => a.hasPPI);
    expect(insured.map((a) => [a.type, a.accountNumber])).toEqual(
      expect.arrayContaining([
        ['konto', 'SE-K-100005'],
        ['konto', 'SE-K-100005-2'],
      ]),
    );
    expect(insured.every((a) => a.type === 'konto')).toBe(true);
    expect(payments.accounts.find((a) => a.type === 'monthly')).toMatchObject({ hasPPI: false });
  });

  it('applyInsurance: insures the konto; getInsurance and getPayments show it; again is 409', async () => {
    const res = await apply(larsToken, application('SE-K-100004'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Insurance;
    // Balance is negative (money due back): the country's minimum premium, 19 SEK.
    expect(body).toMatchObject({ insured: true, premium: 19, premiumRate: 0.67 });
    expect(await (await get(larsToken)).json()).toMatchObject({ insured: true, premium: 19 });
    const payments = (await (
      await api.request('/service/payment/api/payments', {
        headers: { authorization: `Bearer ${larsToken}` },
      })
    ).json()) as PaymentsOverview;
    const konto = payments.accounts.find((a) => a.accountNumber === 'SE-K-100004');
    expect(konto).toMatchObject({ hasPPI: true, ppiInformation: { insured: true, premium: 19 } });
    expect((await apply(larsToken, application('SE-K-100004'))).status).toBe(409);
    expect(api.errors).toEqual([]);
  });
});
