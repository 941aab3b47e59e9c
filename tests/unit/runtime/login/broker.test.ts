/**
 * The browser's start of a Criipto or Signicat login (runtime/features/login/broker.ts): a full navigation
 * to the provider's start for the broker and country, the method remembered for the way back,
 * and the screen freed again when the person comes back with the Back button (bfcache).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isEidBroker,
  LOGIN_METHOD_KEY,
  startBrokerLogin,
} from '../../../../runtime/features/login/broker.js';

function stubBrowser() {
  const stored = new Map<string, string>();
  const listeners = new Map<string, ((event: { persisted: boolean }) => void)[]>();
  const assigned: string[] = [];
  vi.stubGlobal('sessionStorage', {
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('window', {
    location: { assign: (url: string) => void assigned.push(url) },
    addEventListener: (type: string, fn: (event: { persisted: boolean }) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: (event: { persisted: boolean }) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((f) => f !== fn),
      ),
  });
  const fire = (persisted: boolean) =>
    [...(listeners.get('pageshow') ?? [])].forEach((fn) => fn({ persisted }));
  return { stored, assigned, fire, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe('starting an e-ID login at the broker', () => {
  it('knows the brokers (Signicat’s test environment too) and nothing else', () => {
    expect(['criipto', 'signicat', 'signicat-demo'].every(isEidBroker)).toBe(true);
    // The Criipto demo is no broker login: it posts a civic number to the provider's test call.
    for (const other of ['criipto-demo', 'bankid', 'bankid-demo', 'email', ''])
      expect(isEidBroker(other), other).toBe(false);
  });

  it('remembers the method and leaves by a full navigation', () => {
    const browser = stubBrowser();
    const onReturn = vi.fn();
    startBrokerLogin('signicat', 'fi', onReturn);
    expect(browser.stored.get(LOGIN_METHOD_KEY)).toBe('signicat');
    expect(browser.assigned).toEqual(['/oidc/signicat/authorize?country=fi']);
    // The first show of a page is not a return; a page restored from the bfcache is, once.
    browser.fire(false);
    expect(onReturn).not.toHaveBeenCalled();
    browser.fire(true);
    browser.fire(true);
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('still leaves when storage is off', () => {
    const browser = stubBrowser();
    vi.stubGlobal('sessionStorage', {
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    startBrokerLogin('criipto', 'dk', () => undefined);
    expect(browser.assigned).toEqual(['/oidc/criipto/authorize?country=dk']);
  });
});
