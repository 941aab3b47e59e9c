/**
 * The page's one reader of its readable cookies (shared/platform/cookie-value.ts): the session's signal
 * and `user_messages` are read through it, from `document.cookie` or, on the server, the Cookie
 * header (shared/global-messages/messages-cookie.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInHint } from '../../../../runtime/shared/api/session-signal.js';
import { cookieValue } from '../../../../runtime/shared/platform/cookie-value.js';

afterEach(() => vi.unstubAllGlobals());

describe('a cookie value', () => {
  it('is found by its exact name among others, in any spacing', () => {
    expect(cookieValue('a=1; b=2; c=3', 'b')).toBe('2');
    expect(cookieValue('a=1;b=2 ;  c=3', 'b')).toBe('2');
    expect(cookieValue('b=2', 'b')).toBe('2');
    expect(cookieValue('xb=1; bx=2', 'b')).toBeUndefined();
    expect(cookieValue('', 'b')).toBeUndefined();
  });

  it('keeps what follows the first "=", and the first cookie of a name wins', () => {
    expect(cookieValue('b=x=y', 'b')).toBe('x=y');
    expect(cookieValue('b=; c=1', 'b')).toBe('');
    expect(cookieValue('b=1; b=2', 'b')).toBe('1');
  });

  it('gives no value out of what is no cookie', () => {
    for (const cookies of [';;;', '=', '=b', 'b', ' b ;', '; =1; b'])
      expect(cookieValue(cookies, 'b'), cookies).toBeUndefined();
    expect(cookieValue(';; =; b=1', 'b')).toBe('1');
  });
});

describe('the logged-in hint', () => {
  const hintWith = (cookie: string) => {
    vi.stubGlobal('document', { cookie });
    return loggedInHint();
  };

  it('is the signal cookie being 1, nothing else', () => {
    expect(hintWith('__Host-logged-in=1')).toBe(true);
    expect(hintWith('locale=se; __Host-logged-in=1; user_messages=false')).toBe(true);
    expect(hintWith('')).toBe(false);
    expect(hintWith('__Host-logged-in=0')).toBe(false);
    expect(hintWith('__Host-logged-in=10')).toBe(false);
    expect(hintWith('x__Host-logged-in=1')).toBe(false);
    expect(hintWith('__Host-logged-in')).toBe(false);
  });

  it('is false outside a browser', () => {
    expect(loggedInHint()).toBe(false);
  });
});
