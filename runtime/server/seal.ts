/**
 * Sealing the session cookie: AES-256-GCM (node:crypto), so the browser holds the session but can
 * neither read nor change it. A sealed value is `v1.` and the base64url of
 * `iv (12 bytes) | ciphertext | tag (16 bytes)`; the cookie's name is the additional data, so a
 * value sealed for one cookie does not open as another. The key is derived with HKDF-SHA256 from
 * a secret of at least 32 bytes; opening tries the current key, then the previous one (rotation).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const prefix = 'v1.';
const ivBytes = 12;
const tagBytes = 16;
const minSecretBytes = 32;
const keyInfo = 'nordic-selfservice session cookie v1';

/** A key ready for sealing (32 bytes, derived from a secret). */
export type SealKey = Buffer & { readonly __sealKey: true };

/**
 * The key of a secret given as hex (64 or more hex digits) or base64/base64url (43 or more
 * characters): at least 32 bytes either way. Throws with a message naming what is wrong.
 */
export function keyFromSecret(secret: string, name = 'the session secret'): SealKey {
  const text = secret.trim();
  let bytes: Buffer;
  if (/^(?:[0-9a-fA-F]{2})+$/.test(text)) bytes = Buffer.from(text, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) bytes = Buffer.from(text, 'base64');
  else throw new Error(`${name} must be hex or base64`);
  if (bytes.length < minSecretBytes) {
    throw new Error(`${name} must hold at least ${minSecretBytes} bytes (it has ${bytes.length})`);
  }
  return deriveKey(bytes);
}

/** A random key for one process (development and tests): nothing sealed with it survives a restart. */
export const randomKey = (): SealKey => deriveKey(randomBytes(minSecretBytes));

function deriveKey(secret: Buffer): SealKey {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), keyInfo, 32)) as SealKey;
}

/** Seals a JSON value for the cookie `name`. */
export function seal(value: unknown, key: SealKey, name: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export interface Opened {
  readonly value: unknown;
  /** Which key opened it: 0 the current one, 1 the previous one (then it is sealed again). */
  readonly keyIndex: number;
}

/** Opens a sealed value, or null when it is malformed, changed, or sealed with another key. */
export function unseal(
  sealed: string,
  keys: readonly SealKey[],
  name: string,
  maxChars = 4096,
): Opened | null {
  if (sealed.length > maxChars || !sealed.startsWith(prefix)) return null;
  const encoded = sealed.slice(prefix.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return null;
  const iv = bytes.subarray(0, ivBytes);
  const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
  const tag = bytes.subarray(bytes.length - tagBytes);
  for (const [keyIndex, key] of keys.entries()) {
    let text: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(name, 'utf8'));
      decipher.setAuthTag(tag);
      text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      continue; // Not this key (or changed): GCM's tag check failed.
    }
    try {
      return { value: JSON.parse(text) as unknown, keyIndex };
    } catch {
      return null;
    }
  }
  return null;
}
