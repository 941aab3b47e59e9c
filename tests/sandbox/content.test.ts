import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEntry, Problem } from '../../generated/entities/types.js';
import { seed } from '../../sandbox/seed/seed.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

const draftId = '6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a06';

describe.each(engines)('content on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const get = async <T>(path: string, status: number): Promise<T> => {
    const res = await api.request(path);
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('getContentByKey: the published entry in each locale; unknown key or draft 404', async () => {
    for (const locale of ['sv', 'nb', 'fi', 'da'] as const) {
      const entry = await get<ContentEntry>(
        `/service/payment/api/amplience/content/key?key=home/hero&locale=${locale}`,
        200,
      );
      expect(entry).toMatchObject({ key: 'home/hero', locale, contentType: 'hero' });
      expect(typeof entry.content['title']).toBe('string');
    }
    const sv = await get<ContentEntry>(
      '/service/payment/api/amplience/content/key?key=home/hero&locale=sv',
      200,
    );
    expect(sv.content['title']).toBe('Betala när det passar dig');
    await get<Problem>(
      '/service/payment/api/amplience/content/key?key=home/campaign&locale=sv',
      404,
    );
    await get<Problem>('/service/payment/api/amplience/content/key?key=nothing&locale=sv', 404);
    await get<Problem>('/service/payment/api/amplience/content/key?key=home/hero&locale=en', 400);
    await get<Problem>('/service/payment/api/amplience/content/key?key=Bad%20Key&locale=sv', 400);
    expect(api.errors).toEqual([]);
  });

  it('getContentPreview: any entry by id, drafts included; unknown id 404, bad id 400', async () => {
    const draft = await get<ContentEntry>(
      `/service/payment/api/amplience/preview/content/id/${draftId}`,
      200,
    );
    expect(draft).toMatchObject({ id: draftId, key: 'home/campaign', contentType: 'banner' });
    await get<Problem>(
      '/service/payment/api/amplience/preview/content/id/00000000-0000-4000-8000-000000000000',
      404,
    );
    await get<Problem>('/service/payment/api/amplience/preview/content/id/not-a-uuid', 400);
  });

  it('a seed reset keeps the entries', async () => {
    await seed(t.db);
    await get<ContentEntry>(
      '/service/payment/api/amplience/content/key?key=home/hero&locale=da',
      200,
    );
  });
});
