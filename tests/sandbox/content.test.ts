import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_KEYS,
  CONTENT_LOCALES,
  CONTENT_VERSIONS,
  contentEntry,
} from '../../generated/content/entries.js';
import type { ContentEntry, Problem } from '../../generated/entities/types.js';
import { syncContent } from '../../sandbox/editorial/sync.js';
import { seed } from '../../sandbox/seed/seed.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

const drafts = CONTENT_VERSIONS.filter((e) => !e.published);
const byKey = (key: string, locale: string) =>
  `/service/payment/api/amplience/content/key?key=${key}&locale=${locale}`;
const byId = (id: string) => `/service/payment/api/amplience/preview/content/id/${id}`;

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

  it('getContentByKey: every entry of the sources in every locale, as generated', async () => {
    for (const key of CONTENT_KEYS) {
      for (const locale of CONTENT_LOCALES) {
        const source = contentEntry(key, locale);
        const entry = await get<ContentEntry>(byKey(key, locale), 200);
        expect(entry).toEqual({
          id: source.id,
          key,
          locale,
          contentType: source.contentType,
          content: source.content,
        });
      }
    }
    expect(api.errors).toEqual([]);
  });

  it('getContentByKey: unknown key 404, bad locale or key 400; the old hand-written rows are gone', async () => {
    await get<Problem>(byKey('nothing', 'sv'), 404);
    await get<Problem>(byKey('home/hero', 'sv'), 404);
    await get<Problem>(byKey('home', 'en'), 400);
    await get<Problem>(byKey('Bad%20Key', 'sv'), 400);
    await get<Problem>(byId('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a06'), 404);
  });

  it('getContentPreview: drafts by id (without a key), published entries too; unknown id 404, bad id 400', async () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const entry = await get<ContentEntry>(byId(draft.id), 200);
      expect(entry).toEqual({
        id: draft.id,
        locale: draft.locale,
        contentType: draft.contentType,
        content: draft.content,
      });
    }
    const home = contentEntry('home', 'da');
    expect(await get<ContentEntry>(byId(home.id), 200)).toMatchObject({ key: 'home' });
    await get<Problem>(byId('00000000-0000-4000-8000-000000000000'), 404);
    await get<Problem>(byId('not-a-uuid'), 400);
  });

  it('a draft is never served by key', async () => {
    const draft = drafts[0]!;
    const published = await get<ContentEntry>(byKey(draft.key, draft.locale), 200);
    expect(published.id).not.toBe(draft.id);
  });

  it('sync follows the sources: changed text updates, removed entries go, and again is a no-op', async () => {
    const [first, ...rest] = CONTENT_VERSIONS;
    const changed = { ...first!, content: { ...first!.content, title: 'Changed title' } };
    await syncContent(t.db, [changed, ...rest.slice(1)]);
    expect((await get<ContentEntry>(byId(first!.id), 200)).content['title']).toBe('Changed title');
    await get<Problem>(byId(rest[0]!.id), 404);
    await syncContent(t.db);
    await syncContent(t.db);
    expect((await get<ContentEntry>(byId(first!.id), 200)).content).toEqual(first!.content);
    await get<ContentEntry>(byId(rest[0]!.id), 200);
  });

  it('a seed reset keeps the entries', async () => {
    await seed(t.db);
    await get<ContentEntry>(byKey('home', 'da'), 200);
  });
});
