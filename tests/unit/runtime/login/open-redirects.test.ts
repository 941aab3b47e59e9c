/**
 * The open-redirect corpus (tests/fixtures/open-redirects.yaml, issue 5): every payload is refused
 * by the generated `redirectTarget` validator and by every code path that takes a post-login
 * target: remembering the wanted path, taking the destination after login, and the e-mail link's
 * `redirectTo` in the contract. The web server takes none (it answers no redirect to a target).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailLinkRequestSchema } from '../../../../generated/entities/zod.js';
import { redirectTarget } from '../../../../generated/validators/common.js';

const logged: { level: string; message: string }[] = [];
vi.mock('../../../../runtime/shared/tracking/client-log.js', () => ({
  clientLog: (level: string, message: string) => logged.push({ level, message }),
  reportError: () => {},
}));

const { rememberWantedPath, takeDestination, WANTED_PATH_KEY } =
  await import('../../../../runtime/shared/session/login-session.js');

const corpus = (
  load(readFileSync(new URL('../../../fixtures/open-redirects.yaml', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

/** A sessionStorage of the test's own. */
function stubStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

let storage: Map<string, string>;
beforeEach(() => {
  storage = stubStorage();
  logged.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the open-redirect corpus', () => {
  it('holds the public lists’ kinds of payload, at least 40 of them', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(corpus).size, 'no payload twice').toBe(corpus.length);
    for (const kind of ['//', '\\', '%2F', 'javascript:', 'data:', '\t', '\n', '\u3002', '@'])
      expect(
        corpus.some((p) => p.includes(kind)),
        kind,
      ).toBe(true);
  });

  it('every payload would leave the site or is no path: the corpus tests something', () => {
    // Each either names another origin once a browser reads it, or is not a local path at all.
    const site = 'https://site.example';
    for (const payload of corpus) {
      let offSite: boolean;
      try {
        const url = new URL(payload, `${site}/se/login`);
        offSite = url.origin !== site || !payload.trim().startsWith('/');
      } catch {
        offSite = true;
      }
      const suspicious = /[\\%\s\p{Cc}\u0080-\uffff]|\/\/|^[^/]/u.test(payload);
      expect(offSite || suspicious, JSON.stringify(payload)).toBe(true);
    }
  });
});

describe.each(corpus.map((payload) => [JSON.stringify(payload), payload] as const))(
  'payload %s',
  (_name, payload) => {
    it('is refused by the redirectTarget validator', () => {
      expect(redirectTarget.safeParse(payload).success).toBe(false);
    });

    it('is not remembered as the wanted path, and is logged as an invalid deep link', async () => {
      expect(await rememberWantedPath(payload)).toBe(false);
      expect(storage.has(WANTED_PATH_KEY)).toBe(false);
      expect(logged).toEqual([{ level: 'warn', message: 'Invalid deep link' }]);
    });

    it('stored anyway, is not followed after login: home in the current locale, and cleared', async () => {
      storage.set(WANTED_PATH_KEY, payload);
      expect(await takeDestination('no')).toBe('/no/app');
      expect(storage.has(WANTED_PATH_KEY)).toBe(false);
      expect(logged.map((entry) => entry.message)).toEqual(['Invalid deep link']);
    });

    it('is refused as the e-mail link’s redirectTo by the contract', () => {
      const request = { email: 'anna@example.se', country: 'se', redirectTo: payload };
      expect(EmailLinkRequestSchema.safeParse(request).success).toBe(false);
    });
  },
);

describe('local paths', () => {
  const local = [
    '/se/app',
    '/se/app/profile',
    '/no/app/purchases/nordpay/12345',
    '/fi/app/invoices/nordpay/2024-01-15?item=7#flow=pay',
  ];

  it.each(local)('%s is remembered and followed after login, once', async (path) => {
    expect(await rememberWantedPath(path)).toBe(true);
    expect(await takeDestination('se')).toBe(path);
    expect(await takeDestination('se')).toBe('/se/app');
    expect(logged).toEqual([]);
  });
});
