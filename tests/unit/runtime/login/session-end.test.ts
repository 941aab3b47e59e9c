/**
 * When the page expects the session to end and when it warns of it (shared/session/session-end.ts,
 * WCAG 2.2.1): counted from the page's own clock when the server says how long is left, so a
 * browser whose clock is off still warns two minutes ahead.
 */
import { describe, expect, test } from 'vitest';
import { session } from '../../../../generated/constants.js';
import {
  minutesLeft,
  sessionEndAt,
  warningDelayMs,
} from '../../../../runtime/shared/session/session-end.js';

const minute = 60_000;
const now = Date.parse('2026-11-26T12:00:00Z');

describe('sessionEndAt', () => {
  test('counts the time left from this page’s clock, whatever the server’s clock says', () => {
    const state = { loggedIn: true, expiresAt: '2020-01-01T00:00:00Z', expiresInMs: 15 * minute };
    expect(sessionEndAt(state, now)).toBe(now + 15 * minute);
  });

  test('takes the absolute end when the server names only that', () => {
    expect(sessionEndAt({ loggedIn: true, expiresAt: '2026-11-26T12:15:00Z' }, now)).toBe(
      now + 15 * minute,
    );
  });

  test('names no end without either, or with an unreadable one', () => {
    expect(sessionEndAt({ loggedIn: true }, now)).toBeNull();
    expect(sessionEndAt({ loggedIn: true, expiresAt: 'soon' }, now)).toBeNull();
  });
});

describe('warningDelayMs', () => {
  test('warns the configured time before the end', () => {
    expect(warningDelayMs(now + 15 * minute, now)).toBe(15 * minute - session.timeoutWarningMs);
  });

  test('warns at once when the end is nearer than that', () => {
    expect(warningDelayMs(now + 30_000, now)).toBe(0);
    expect(warningDelayMs(now - 1, now)).toBe(0);
  });
});

describe('minutesLeft', () => {
  test('rounds up to whole minutes, never below one', () => {
    expect(minutesLeft(now + 2 * minute, now)).toBe(2);
    expect(minutesLeft(now + 61_000, now)).toBe(2);
    expect(minutesLeft(now + 5_000, now)).toBe(1);
    expect(minutesLeft(now - 5_000, now)).toBe(1);
  });
});
