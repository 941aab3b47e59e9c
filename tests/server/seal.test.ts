import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionKeysFromEnv } from '../../runtime/server/cookie-session.js';
import { keyFromSecret, randomKey, seal, unseal } from '../../runtime/server/seal.js';
import { isSameOrigin } from '../../runtime/server/same-origin.js';

const name = '__Host-session';
const payload = { token: 'provider-token-abcdefghijklmnop', user: '19850715-2380', n: 1 };

describe('sealing', () => {
  const key = randomKey();

  it('round-trips, and every seal differs (fresh IV)', () => {
    const a = seal(payload, key, name);
    const b = seal(payload, key, name);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(payload.token);
    expect(Buffer.from(a.slice(3), 'base64url').toString('latin1')).not.toContain('provider');
    expect(unseal(a, [key], name)).toEqual({ value: payload, keyIndex: 0 });
    expect(unseal(b, [key], name)?.value).toEqual(payload);
  });

  it('rejects a changed cookie: any flipped byte, cut, extended or re-encoded', () => {
    const sealed = seal(payload, key, name);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (let i = 0; i < bytes.length; i += 1) {
      const changed = Buffer.from(bytes);
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      expect(unseal(`v1.${changed.toString('base64url')}`, [key], name), `byte ${i}`).toBeNull();
    }
    expect(unseal(sealed.slice(0, -2), [key], name)).toBeNull();
    expect(unseal(`${sealed}AA`, [key], name)).toBeNull();
    expect(unseal(`v2.${sealed.slice(3)}`, [key], name)).toBeNull();
    expect(unseal(`${sealed}=`, [key], name)).toBeNull();
    expect(unseal('v1.', [key], name)).toBeNull();
    expect(unseal('', [key], name)).toBeNull();
    expect(unseal('v1.' + 'A'.repeat(5000), [key], name)).toBeNull();
    expect(unseal(JSON.stringify(payload), [key], name)).toBeNull();
  });

  it('rejects another key, and a value sealed for another cookie name', () => {
    const sealed = seal(payload, key, name);
    expect(unseal(sealed, [randomKey()], name)).toBeNull();
    expect(unseal(sealed, [key], '__Host-other')).toBeNull();
  });

  it('opens with the previous key during a rotation, and says so', () => {
    const old = randomKey();
    const current = randomKey();
    const sealedOld = seal(payload, old, name);
    expect(unseal(sealedOld, [current, old], name)).toEqual({ value: payload, keyIndex: 1 });
    expect(unseal(seal(payload, current, name), [current, old], name)?.keyIndex).toBe(0);
    // Once the previous key is dropped, its cookies no longer open.
    expect(unseal(sealedOld, [current], name)).toBeNull();
  });

  it('derives the same key from the same secret in hex or base64, and refuses short or junk secrets', () => {
    const secret = randomBytes(32);
    const hex = keyFromSecret(secret.toString('hex'));
    const b64 = keyFromSecret(secret.toString('base64'));
    const b64url = keyFromSecret(secret.toString('base64url'));
    expect(hex.equals(b64)).toBe(true);
    expect(hex.equals(b64url)).toBe(true);
    // Derived, not the secret itself.
    expect(hex.equals(secret)).toBe(false);
    expect(unseal(seal(payload, hex, name), [b64], name)?.value).toEqual(payload);
    expect(() => keyFromSecret(randomBytes(31).toString('hex'), 'SESSION_SECRET')).toThrow(
      /SESSION_SECRET must hold at least 32 bytes \(it has 31\)/,
    );
    expect(() => keyFromSecret('not a secret at all, has spaces and punctuation!')).toThrow(
      /hex or base64/,
    );
  });
});

describe('session keys from the environment', () => {
  const secret = randomBytes(48).toString('base64');

  it('uses SESSION_SECRET and SESSION_SECRET_PREVIOUS', () => {
    const previous = randomBytes(32).toString('hex');
    const keys = sessionKeysFromEnv({ SESSION_SECRET: secret, SESSION_SECRET_PREVIOUS: previous });
    expect(keys.key.equals(keyFromSecret(secret))).toBe(true);
    expect(keys.previousKey?.equals(keyFromSecret(previous))).toBe(true);
    expect(sessionKeysFromEnv({ SESSION_SECRET: secret }).previousKey).toBeNull();
  });

  it('refuses to start in production without a secret, or with a bad one', () => {
    expect(() => sessionKeysFromEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is not set/,
    );
    expect(() => sessionKeysFromEnv({ NODE_ENV: 'production', SESSION_SECRET: '  ' })).toThrow(
      /SESSION_SECRET is not set/,
    );
    expect(() => sessionKeysFromEnv({ SESSION_SECRET: 'abcd' })).toThrow(/SESSION_SECRET must/);
    expect(() =>
      sessionKeysFromEnv({ SESSION_SECRET: secret, SESSION_SECRET_PREVIOUS: 'short' }),
    ).toThrow(/SESSION_SECRET_PREVIOUS must/);
  });

  it('outside production makes one random key per process and says sessions end on restart', () => {
    const warnings: string[] = [];
    const first = sessionKeysFromEnv({ NODE_ENV: 'development' }, (line) => warnings.push(line));
    const second = sessionKeysFromEnv({}, (line) => warnings.push(line));
    expect(first.key.equals(second.key)).toBe(true);
    expect(first.previousKey).toBeNull();
    // Said at most once per process (another test file's server may have said it already).
    expect(warnings.length).toBeLessThanOrEqual(1);
    for (const line of warnings) expect(line).toMatch(/do not survive a restart/);
  });
});

describe('the same-origin check', () => {
  const host = '127.0.0.1:3000';
  const check = (origin?: string, secFetchSite?: string, allowed: string[] = []) =>
    isSameOrigin({ host, origin, secFetchSite }, allowed);

  it('accepts this site by Origin, by Sec-Fetch-Site, or both', () => {
    expect(check('http://127.0.0.1:3000')).toBe(true);
    expect(check('https://127.0.0.1:3000')).toBe(true);
    expect(check(undefined, 'same-origin')).toBe(true);
    expect(check('http://127.0.0.1:3000', 'same-origin')).toBe(true);
    expect(isSameOrigin({ host: 'Shop.Example', origin: 'https://shop.example' })).toBe(true);
  });

  it('refuses other sites, missing headers, null and malformed origins', () => {
    expect(check()).toBe(false);
    expect(check('https://evil.example')).toBe(false);
    expect(check('http://127.0.0.1:3001')).toBe(false);
    expect(check('http://127.0.0.1')).toBe(false);
    expect(check('null')).toBe(false);
    expect(check('http://127.0.0.1:3000/path')).toBe(false);
    expect(check('javascript://127.0.0.1:3000')).toBe(false);
    expect(check('http://127.0.0.1:3000', 'cross-site')).toBe(false);
    expect(check('http://127.0.0.1:3000', 'same-site')).toBe(false);
    expect(check(undefined, 'none')).toBe(false);
    expect(check('https://evil.example', 'same-origin')).toBe(false);
    expect(isSameOrigin({ host: undefined, origin: 'http://127.0.0.1:3000' })).toBe(false);
  });

  it('accepts the configured public origin behind a proxy that rewrites Host', () => {
    expect(check('https://app.example', undefined, ['https://app.example'])).toBe(true);
    expect(check('https://evil.example', undefined, ['https://app.example'])).toBe(false);
  });
});
