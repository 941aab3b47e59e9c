/**
 * One Idempotency-Key per payment attempt (issue 13: no double charge, ever): the same intent
 * gets the same key on every call and after a reload (the tab's session storage keeps it, not
 * the module), another amount or method is another intent, a retry after an answer is a new
 * key, and without storage a payment still gets a key.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AttemptModule from '../../../../../runtime/shared/flows/attempt.js';
import type { AttemptIntent } from '../../../../../runtime/shared/flows/attempt.js';

const MODULE = '../../../../../runtime/shared/flows/attempt.js';

/** A fresh copy of the module, as a reloaded page has it: no state carried over in memory. */
async function loaded(): Promise<typeof AttemptModule> {
  vi.resetModules();
  return (await import(MODULE)) as typeof AttemptModule;
}

/** The tab's session storage, in memory; `fail` makes its calls throw as a full or locked one. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  fail = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.fail) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.fail) throw new DOMException('locked', 'SecurityError');
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const intent: AttemptIntent = {
  kind: 'purchase',
  brand: 'nordpay',
  id: 'SE3001',
  method: 'swish',
  amount: '1234.5',
};

/** A key maker that counts: key-1, key-2, ... */
function counter() {
  let made = 0;
  const make = vi.fn(() => `key-${++made}`);
  return make;
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('attemptKey', () => {
  it('the same intent gets the same key on every call (a double click sends it again)', async () => {
    const { attemptKey } = await loaded();
    const make = counter();
    const first = attemptKey(intent, make);
    for (let click = 0; click < 50; click += 1) expect(attemptKey({ ...intent }, make)).toBe(first);
    expect(make).toHaveBeenCalledOnce();
  });

  it('a reload keeps the key: it lives in session storage, not in the module', async () => {
    const before = (await loaded()).attemptKey(intent, counter());
    const after = (await loaded()).attemptKey(intent, () => 'made-after-reload');
    expect(after).toBe(before);
    expect([...storage.items.values()]).toEqual([before]);
  });

  it('a new tab (empty storage) makes a new key: nothing is kept in the module', async () => {
    const { attemptKey } = await loaded();
    const make = counter();
    const first = attemptKey(intent, make);
    storage.clear();
    expect(attemptKey(intent, make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another amount', { amount: '100' }],
    ['another method', { method: 'trustly' }],
    ['another purchase', { id: 'SE3002' }],
    ['another brand', { brand: 'fjallmode' }],
    ['an invoice, not a purchase', { kind: 'invoice' }],
  ] as const)('%s is another intent with its own key', async (_name, change) => {
    const { attemptKey } = await loaded();
    const make = counter();
    const first = attemptKey(intent, make);
    const other = attemptKey({ ...intent, ...change }, make);
    expect(other).not.toBe(first);
    // Each keeps its own.
    expect(attemptKey(intent, make)).toBe(first);
    expect(attemptKey({ ...intent, ...change }, make)).toBe(other);
  });

  it('after forgetAttempt the same intent is a new attempt with a new key', async () => {
    const { attemptKey, forgetAttempt } = await loaded();
    const make = counter();
    const other = { ...intent, method: 'card' };
    const first = attemptKey(intent, make);
    const kept = attemptKey(other, make);
    forgetAttempt(intent);
    const second = attemptKey(intent, make);
    expect(second).not.toBe(first);
    expect(attemptKey(intent, make)).toBe(second);
    // Only that intent is forgotten.
    expect(attemptKey(other, make)).toBe(kept);
  });

  it('makes a UUID by default', async () => {
    const { attemptKey } = await loaded();
    expect(attemptKey(intent)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('without session storage a payment still gets a key', () => {
  it('storage that does not exist (no window)', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const { attemptKey, forgetAttempt } = await loaded();
    const make = counter();
    expect(attemptKey(intent, make)).toBe('key-1');
    expect(() => forgetAttempt(intent)).not.toThrow();
  });

  it('storage that throws when touched (blocked by the browser)', async () => {
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const { attemptKey, forgetAttempt } = await loaded();
      expect(attemptKey(intent, counter())).toBe('key-1');
      expect(() => forgetAttempt(intent)).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('storage that is full: the key is used, only not kept', async () => {
    storage.fail = true;
    const { attemptKey, forgetAttempt } = await loaded();
    const make = counter();
    expect(attemptKey(intent, make)).toBe('key-1');
    expect(storage.items.size).toBe(0);
    expect(() => forgetAttempt(intent)).not.toThrow();
  });
});
