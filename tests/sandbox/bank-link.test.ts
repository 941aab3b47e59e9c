import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BankLinkSession,
  Problem,
  Refund,
  RefundsAnswer,
  UserPreferences,
} from '../../generated/entities/types.js';
import { bankLinkPendingMs } from '../../sandbox/actions/bank-link.js';
import { orderReference } from '../../sandbox/actions/reference.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/**
 * Changing a linked bank account (core §4: link, change or unlink, pending about one day): the
 * old account stays in effect while the change is pending (getPreferences linked with the old
 * masked account; automatic payments and refunds keep working), then the new one is linked.
 */
const personaOf = (id: string) => personas.find((p) => p.id === id);
const primaryOf = (id: string) => personaOf(id)?.emails.find((e) => e.primary)?.value ?? '';
const hour = 60 * 60 * 1000;

describe.each(engines)('bank link change on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const token = (persona: string) => login(api, primaryOf(persona), personaOf(persona)?.country);
  async function call<T>(persona: string, method: string, path: string, json?: unknown) {
    const res = await api.request(path, {
      method,
      headers: { authorization: `Bearer ${await token(persona)}`, 'idempotency-key': randomUUID() },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
  }
  const preferences = async (persona: string) =>
    (await call<UserPreferences>(persona, 'GET', '/service/payment/preference')).body;
  const link = (persona: string) =>
    call<BankLinkSession & Problem>(persona, 'POST', '/service/payment/bank-account/link', {
      returnPath: '/app/profile/bank',
    });
  const refundsAccount = async (persona: string) =>
    (await call<RefundsAnswer>(persona, 'GET', '/service/payment/api/refund')).body.bankAccount;

  const none = { mandateStatus: 'unlinked', bankAccount: '', bank: '', linkPending: false };
  const swedbank = {
    mandateStatus: 'linked',
    bankAccount: '****3221',
    bank: 'Swedbank',
    linkPending: false,
  };
  /** The same preferences while a link or a change is pending (issue 11: the provider says so). */
  const pendingOf = <T extends object>(p: T) => ({ ...p, linkPending: true });

  // First in the file: the clock has not moved, so the seeded links are still pending.
  it('the seeded pending personas: the preferences say pending (not none), then linked', async () => {
    const seeded = ['se-sofia', 'no-kari', 'fi-laura', 'dk-emil'];
    for (const persona of seeded) {
      expect(await preferences(persona), persona).toEqual(pendingOf(none));
    }
    await api.clock.advance(bankLinkPendingMs);
    for (const persona of seeded) {
      expect(await preferences(persona), persona).toMatchObject({
        mandateStatus: 'linked',
        linkPending: false,
      });
    }
  });

  it('Erik (no link): a first link is pending (unlinked, no mandate), then linked', async () => {
    expect(await preferences('se-erik')).toEqual(none);
    const started = await link('se-erik');
    expect(started).toMatchObject({ status: 201, body: { state: 'pending' } });
    await api.clock.advance(hour);
    expect(await preferences('se-erik')).toEqual(pendingOf(none));
    const scheduled = await call<Problem>(
      'se-erik',
      'POST',
      `/service/payment/preference/${orderReference('nordpay', 'SE2001')}/activate`,
    );
    expect(scheduled.status).toBe(409);
    expect(scheduled.body.type).toBe('https://api.nordpay.example/problems/no-bank-account');
    await api.clock.advance(bankLinkPendingMs);
    expect(await preferences('se-erik')).toEqual(swedbank);
  });

  // persona, linked before the change, linked after it settles.
  it.each([
    [
      'se-erik',
      swedbank,
      {
        mandateStatus: 'linked',
        bankAccount: '****4321',
        bank: 'Handelsbanken',
        linkPending: false,
      },
    ],
    [
      'se-anna',
      { mandateStatus: 'linked', bankAccount: '****1234', bank: 'Swedbank', linkPending: false },
      swedbank,
    ],
    [
      'no-ingrid',
      { mandateStatus: 'linked', bankAccount: '****4567', bank: 'DNB', linkPending: false },
      { mandateStatus: 'linked', bankAccount: '****7890', bank: 'Sbanken', linkPending: false },
    ],
  ] as const)(
    '%s changes the linked account: the old one stays in effect while pending',
    async (persona, before, after) => {
      expect(await preferences(persona)).toEqual(before);
      const changed = await link(persona);
      expect(changed).toMatchObject({ status: 201, body: { state: 'pending' } });
      // Still the old account, during the whole pending day.
      for (const wait of [0, hour, bankLinkPendingMs - 2 * hour]) {
        await api.clock.advance(wait);
        expect(await preferences(persona), `after ${wait} ms`).toEqual(pendingOf(before));
        expect(await refundsAccount(persona)).toMatchObject({
          maskedAccountNumber: before.bankAccount,
          name: before.bank,
          state: 'linked',
        });
      }
      // One change at a time.
      expect((await link(persona)).status).toBe(409);
      await api.clock.advance(2 * hour);
      expect(await preferences(persona)).toEqual(after);
      expect(await refundsAccount(persona)).toMatchObject({
        maskedAccountNumber: after.bankAccount,
        name: after.bank,
      });
      expect(api.errors).toEqual([]);
    },
  );

  it('during a pending change, automatic payments and refunds use the old account', async () => {
    // Lars has a linked Nordea account and a refund waiting to be confirmed.
    await t.db.query(
      `update invoice_accounts set refund_status = null where account_number = 'SE-K-100004'`,
    );
    expect((await link('se-lars')).status).toBe(201);
    await api.clock.advance(hour);
    const refund = await call<Refund>('se-lars', 'POST', '/service/payment/api/refund', {
      refundId: 'A-SE-K-100004',
    });
    expect(refund.status).toBe(202);
    expect(refund.body).toMatchObject({
      status: 'PENDING',
      bankAccount: { name: 'Nordea', maskedAccountNumber: '****1123', state: 'linked' },
    });
    const scheduled = await call<{ status: number }>(
      'se-lars',
      'POST',
      `/service/payment/preference/${orderReference('fjallmode', 'SE4002')}/activate`,
    );
    expect(scheduled).toMatchObject({ status: 202, body: { status: 901 } });
    await api.clock.advance(bankLinkPendingMs);
    expect(await preferences('se-lars')).toEqual(swedbank);
    expect(api.errors).toEqual([]);
  });

  it('unlinking during a pending change removes both; a new link is then a first link', async () => {
    expect((await link('no-nora')).status).toBe(201);
    expect((await call('no-nora', 'DELETE', '/service/payment/bank-account')).status).toBe(204);
    expect(await preferences('no-nora')).toEqual(none);
    await api.clock.advance(bankLinkPendingMs + hour);
    expect(await preferences('no-nora')).toEqual(none);
  });
});
