import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

describe.each(engines)('the persona routes on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it("lists a country's personas with what each shows", async () => {
    const res = await api.request('/sandbox/personas?country=no');
    expect(res.status).toBe(200);
    const { personas } = (await res.json()) as {
      personas: { civicNumber: string; country: string; name: string; shows: string }[];
    };
    expect(personas.length).toBeGreaterThan(0);
    expect(personas.every((persona) => persona.country === 'no' && persona.shows)).toBe(true);
  });

  it('issues a one-time login token that validateToken takes once', async () => {
    const issued = await api.request('/sandbox/personas/19850715-2380/login', { method: 'POST' });
    expect(issued.status).toBe(200);
    const { token } = (await issued.json()) as { token: string };
    const validate = () =>
      api.request('/service/auth/token/validate', { method: 'POST', json: { token } });
    expect((await validate()).status).toBe(200);
    expect((await validate()).status).toBe(401);
  });

  it('an unknown civic number is a 404', async () => {
    const res = await api.request('/sandbox/personas/19000101-0000/login', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(api.errors).toEqual([]);
  });
});
