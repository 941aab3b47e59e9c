import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeScript {
  async: boolean;
  src: string;
}

let added: FakeScript[];
let win: { dataLayer?: object[] };

beforeEach(() => {
  added = [];
  win = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: () => ({ async: false, src: '' }),
    head: { appendChild: (script: FakeScript) => added.push(script) },
  });
});

afterEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
});

const tagManager = () => import('../../../../runtime/shared/tracking/tag-manager.js');

describe('Tag Manager container', () => {
  it('builds the container URL only for a container id', async () => {
    const { tagManagerScriptUrl } = await tagManager();
    expect(tagManagerScriptUrl('GTM-ABC123')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    for (const id of [undefined, null, '', 'UA-1', 'GTM-abc', 'GTM-1"><script>', 42])
      expect(tagManagerScriptUrl(id), String(id)).toBeNull();
  });

  it('loads the container the web server names, once', async () => {
    const fetch = vi.fn((_path: string, _init?: RequestInit) =>
      Promise.resolve(Response.json({ id: 'GTM-ABC123' })),
    );
    vi.stubGlobal('fetch', fetch);
    const { loadTagManager, TAG_MANAGER_PATH } = await tagManager();
    expect(await loadTagManager()).toBe(true);
    expect(await loadTagManager()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(TAG_MANAGER_PATH);
    expect(added).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123' },
    ]);
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads nothing when none is set or the server cannot say', async () => {
    for (const answer of [
      () => Promise.resolve(Response.json({ id: null })),
      () => Promise.resolve(Response.json({ id: 'GTM-abc"' })),
      () => Promise.resolve(new Response('nope', { status: 500 })),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      vi.resetModules();
      vi.stubGlobal('fetch', vi.fn(answer));
      const { loadTagManager } = await tagManager();
      expect(await loadTagManager()).toBe(false);
      expect(added).toEqual([]);
      expect(win.dataLayer).toBeUndefined();
    }
  });
});
