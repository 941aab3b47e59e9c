import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailsAnswer, Problem } from '../../generated/entities/types.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const base = '/service/auth/customer/emails';

describe.each(engines)('profile e-mails on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;
  const call = async (method: string, path = '', json?: unknown) => {
    const res = await api.request(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as EmailsAnswer & Problem };
  };
  const at = (email: string) => `/${encodeURIComponent(email)}`;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    token = await login(api, anna.email);
  });
  afterAll(() => t.drop());

  it('getEmails lists the addresses, primary first', async () => {
    const { status, body } = await call('GET');
    expect(status).toBe(200);
    expect(body.emails).toEqual([
      { value: 'anna.lindqvist@example.se', primary: true },
      { value: 'anna@example.com', primary: false },
    ]);
  });

  /** The newest confirmation link mailed to `email`, opened: the page's answer. */
  const confirm = async (email: string) => {
    const { messages } = (await (
      await api.request(`/sandbox/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { subject: string; link: string | null }[] };
    const mail = messages.find((m) => m.subject === 'Confirm your e-mail address');
    const link = new URL(mail?.link ?? 'http://sandbox.test/none');
    return api.request(`${link.pathname}${link.search}`);
  };

  it('addEmail mails a confirmation link (202); opening it adds a non-primary address', async () => {
    const before = (await call('GET')).body.emails;
    const { status, body } = await call('POST', '', { value: 'anna.new@example.se' });
    expect(status).toBe(202);
    // Nothing is added before the link is opened.
    expect(body.emails).toEqual(before);
    const opened = await confirm('anna.new@example.se');
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location') ?? '').pathname).toBe('/se/app/profile/emails');
    const after = (await call('GET')).body.emails;
    expect(after).toContainEqual({ value: 'anna.new@example.se', primary: false });
    expect(after.filter((e) => e.primary)).toHaveLength(1);
    // A link works once.
    expect((await confirm('anna.new@example.se')).status).toBe(410);
    expect((await api.request('/sandbox/emails/confirm?token=forged')).status).toBe(410);
  });

  it("another customer's address answers as a free one does and never becomes Anna's", async () => {
    const before = (await call('GET')).body.emails;
    const free = await call('POST', '', { value: 'anna.free@example.se' });
    const taken = await call('POST', '', { value: 'erik.sandberg@example.se' });
    // The same status and body: nothing tells that Erik's address is a customer's.
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual(free.body);
    expect(taken.body.emails).toEqual(before);
    // Erik, who reads his mail, gets the link; opening it adds nothing anywhere.
    expect((await confirm('erik.sandberg@example.se')).status).toBe(410);
    expect((await call('GET')).body.emails).toEqual(before);
    const erik = await login(api, 'erik.sandberg@example.se');
    expect(erik).toMatch(/\S/);
  });

  it('the link expires after a day by the sandbox clock', async () => {
    await call('POST', '', { value: 'anna.late@example.se' });
    await api.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await confirm('anna.late@example.se')).status).toBe(410);
    await api.clock.reset();
    expect((await call('GET')).body.emails.map((e) => e.value)).not.toContain(
      'anna.late@example.se',
    );
  });

  it.each([
    ['her own address', { value: 'anna@example.com' }, 409],
    ['her own address in other case', { value: 'ANNA@example.com' }, 409],
    ['not an address', { value: 'not-an-email' }, 400],
    ['an unknown field', { value: 'x@example.se', extra: 1 }, 400],
  ])('addEmail with %s answers %i and changes nothing', async (_, json, status) => {
    const before = (await call('GET')).body.emails;
    const res = await call('POST', '', json);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe(status);
    if (status === 409) expect(res.body.detail).toContain('You already have');
    expect((await call('GET')).body.emails).toEqual(before);
  });

  it('makeEmailPrimary moves the primary flag; idempotent; e-mail login follows', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await call('POST', `${at('Anna@Example.com')}/primary`);
      expect(status).toBe(200);
      expect(body.emails.filter((e) => e.primary)).toEqual([
        { value: 'anna@example.com', primary: true },
      ]);
    }
    const info = await api.request('/service/auth/customer-info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await info.json()).toMatchObject({ customerInfo: { masterEmail: 'anna@example.com' } });
  });

  it.each([
    ['an unknown address', 'nobody@example.se', 404],
    ["another customer's address", 'erik.sandberg@example.se', 404],
    ['not an address', 'not-an-email', 400],
  ])('makeEmailPrimary of %s answers %i and changes nothing', async (_, email, status) => {
    const before = (await call('GET')).body.emails;
    const res = await call('POST', `${at(email)}/primary`);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, instance: `${base}${at(email)}/primary` });
    expect((await call('GET')).body.emails).toEqual(before);
    // Erik's primary address stays his.
    const erik = await t.db.query<{ email: string }>(
      `select email from customer_emails where customer_id = 'se-erik' and is_primary`,
    );
    expect(erik.rows.map((r) => r.email)).toEqual(['erik.sandberg@example.se']);
  });

  it.each([
    ['the primary address', 'anna@example.com', 409],
    ['an unknown address', 'nobody@example.se', 404],
    ["another customer's address", 'erik.sandberg@example.se', 404],
  ])('removeEmail of %s answers %i', async (_, email, status) => {
    const res = await call('DELETE', at(email));
    expect(res.status).toBe(status);
    expect(res.body.status).toBe(status);
  });

  it('removeEmail removes a non-primary address; a repeat is 404', async () => {
    const { status, body } = await call('DELETE', at('anna.lindqvist@example.se'));
    expect(status).toBe(200);
    expect(body.emails.map((e) => e.value)).not.toContain('anna.lindqvist@example.se');
    expect((await call('DELETE', at('anna.lindqvist@example.se'))).status).toBe(404);
  });

  it('updateEmail puts the corrected address in place once its link is opened, primary kept', async () => {
    const { status, body } = await call('PUT', at('anna@example.com'), {
      value: 'anna.renamed@example.com',
    });
    expect(status).toBe(202);
    expect(body.emails.map((e) => e.value)).toContain('anna@example.com');
    expect((await confirm('anna.renamed@example.com')).status).toBe(303);
    const after = (await call('GET')).body.emails;
    expect(after).toContainEqual({ value: 'anna.renamed@example.com', primary: true });
    expect(after.map((e) => e.value)).not.toContain('anna@example.com');
    // A change of letter case of the same address is made at once.
    const cased = await call('PUT', at('anna.renamed@example.com'), {
      value: 'Anna.Renamed@example.com',
    });
    expect(cased.status).toBe(202);
    expect(cased.body.emails).toContainEqual({ value: 'Anna.Renamed@example.com', primary: true });
  });

  it("updateEmail to another customer's address answers as to a free one; its link changes nothing", async () => {
    const before = (await call('GET')).body.emails;
    const from = at('anna.new@example.se');
    const free = await call('PUT', from, { value: 'anna.other@example.se' });
    const taken = await call('PUT', from, { value: 'erik.sandberg@example.se' });
    expect(taken.status).toBe(202);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect((await confirm('erik.sandberg@example.se')).status).toBe(410);
    expect((await call('GET')).body.emails).toEqual(before);
  });

  it.each([
    [
      'to another of her own addresses',
      'anna.new@example.se',
      { value: 'anna.renamed@example.com' },
      409,
    ],
    ['an unknown address', 'nobody@example.se', { value: 'n@example.se' }, 404],
    ['with a bad body', 'anna.new@example.se', { value: 42 }, 400],
  ])('updateEmail %s answers %i', async (_, email, json, status) => {
    const res = await call('PUT', at(email), json);
    expect(res.status).toBe(status);
  });

  it('needs a session', async () => {
    expect((await api.request(base)).status).toBe(401);
    expect(api.errors).toEqual([]);
  });
});
