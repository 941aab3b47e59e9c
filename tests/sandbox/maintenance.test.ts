import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagesAnswer } from '../../generated/entities/types.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

describe.each(engines)('maintenance switch on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const global = async (locale = 'SE') => {
    const res = await api.request(`/service/payment/user-message/global/${locale}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as MessagesAnswer).messages.filter(
      (m) => m.messageType === 'Maintenance',
    );
  };
  const put = (json: unknown) => api.request('/sandbox/maintenance', { method: 'PUT', json });

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('off by default after seeding', async () => {
    await put({ on: false });
    expect(await global()).toEqual([]);
    expect(await (await api.request('/sandbox/maintenance')).json()).toEqual({ on: false });
  });

  it('on: every country sees a Maintenance message with the given texts', async () => {
    const res = await put({ on: true, title: 'Down tonight', message: 'From 22 to 23.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ on: true, title: 'Down tonight' });
    for (const locale of ['SE', 'NO', 'FI', 'DK']) {
      expect(await global(locale)).toMatchObject([
        { messageType: 'Maintenance', title: 'Down tonight', message: 'From 22 to 23.' },
      ]);
    }
    // Switching on again replaces the texts and keeps one message.
    await put({ on: true });
    const [only, ...rest] = await global();
    expect(rest).toEqual([]);
    expect(only?.title).toBe('Planerat underhåll');
  });

  it('off removes it; a repeat is harmless', async () => {
    expect((await put({ on: false })).status).toBe(200);
    expect(await global()).toEqual([]);
    expect((await put({ on: false })).status).toBe(200);
  });

  it('bad bodies are 400 naming the field, and change nothing', async () => {
    const res = await put({ on: 'yes' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('"field":"on"');
    expect((await put({ on: true, extra: 1 })).status).toBe(400);
    expect((await put(undefined)).status).toBe(400);
    expect(await global()).toEqual([]);
    expect(api.errors).toEqual([]);
  });
});
