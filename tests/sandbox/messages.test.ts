import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagesAnswer, Problem } from '../../generated/entities/types.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

describe.each(engines)('messages on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const mine = async () => {
    const res = await api.request('/service/payment/user-message', { headers: auth() });
    expect(res.status).toBe(200);
    return ((await res.json()) as MessagesAnswer).messages;
  };
  const markRead = (id: string, headers: Record<string, string> = auth()) =>
    api.request(`/service/payment/user-message/mark-as-read/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers,
    });

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    token = await login(api, anna.email);
  });
  afterAll(() => t.drop());

  it("the customer's messages, newest start first, new until read", async () => {
    const messages = await mine();
    expect(messages.map((m) => [m.id, m.messageType, m.isNew])).toEqual([
      ['msg-se-anna-popup', 'UserInformationPopup', true],
      ['msg-se-anna-interest', 'Notification', true],
    ]);
    expect(messages[0]).toMatchObject({
      bullets: ['Betalningen går igenom direkt', 'Ingen avgift'],
    });
    expect(messages[1]).toMatchObject({ messageName: 'YEARLY_INTEREST_RATE' });
    expect(api.errors).toEqual([]);
  });

  it('markMessageRead: 204, the message is no longer new, and a repeat is still 204', async () => {
    expect((await markRead('msg-se-anna-interest')).status).toBe(204);
    const after = await mine();
    expect(after.find((m) => m.id === 'msg-se-anna-interest')?.isNew).toBe(false);
    expect(after.find((m) => m.id === 'msg-se-anna-popup')?.isNew).toBe(true);
    const { rows: first } = await t.db.query<{ read_at: Date }>(
      "select read_at from user_messages where id = 'msg-se-anna-interest'",
    );
    expect((await markRead('msg-se-anna-interest')).status).toBe(204);
    const { rows: again } = await t.db.query<{ read_at: Date }>(
      "select read_at from user_messages where id = 'msg-se-anna-interest'",
    );
    expect(again[0]?.read_at.getTime()).toBe(first[0]?.read_at.getTime());
  });

  it.each([
    ['msg-dk-oscar-interest', 404], // another customer's
    ['no-such-message', 404],
    ['msg-se-swish', 204], // a country message: read per session by the app, accepted
  ] as const)('markMessageRead %s answers %i', async (id, status) => {
    const res = await markRead(id);
    expect(res.status).toBe(status);
    if (status === 404) expect(((await res.json()) as Problem).status).toBe(404);
  });

  it('other customers are unaffected; without a session 401', async () => {
    expect((await markRead('msg-se-anna-popup', {})).status).toBe(401);
    expect((await api.request('/service/payment/user-message')).status).toBe(401);
    const { rows } = await t.db.query<{ read_at: Date | null }>(
      "select read_at from user_messages where id = 'msg-dk-oscar-interest'",
    );
    expect(rows[0]?.read_at).toBeNull();
  });

  it.each([
    ['/country/se', 200, ['msg-se-swish']],
    ['/country/dk', 200, []],
    ['/country/xx', 400, null],
    ['/global/SE', 200, ['msg-global-update-se']],
    ['/global/DK', 200, ['msg-global-update-dk']],
    ['/global/se', 400, null],
  ] as const)('public messages %s answer %i', async (path, status, ids) => {
    const res = await api.request(`/service/payment/user-message${path}`);
    expect(res.status).toBe(status);
    if (ids) {
      const { messages } = (await res.json()) as MessagesAnswer;
      expect(messages.map((m) => m.id)).toEqual(ids);
      for (const m of messages) expect(m.isNew).toBeUndefined();
    }
  });

  it('a message starting in the future is not shown yet', async () => {
    await t.db.query(
      `insert into user_messages (id, scope, country, message_type, title, message, start_date)
       values ('msg-future', 'country', 'se', 'Notification', 'Soon', 'Later', $1)`,
      [new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)],
    );
    const res = await api.request('/service/payment/user-message/country/se');
    expect(((await res.json()) as MessagesAnswer).messages.map((m) => m.id)).toEqual([
      'msg-se-swish',
    ]);
  });
});
