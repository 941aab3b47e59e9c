/**
 * The session as page JavaScript knows it (issue 5): which answers of our server tell that the
 * session was lost (login/session-signal.ts), that every /service call is watched, and where a
 * customer of another country is sent (login/country-redirect.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathInUserCountry } from '../../../../runtime/shared/session/country-redirect.js';
import {
  lossOf,
  onSessionLoss,
  type SessionLoss,
} from '../../../../runtime/shared/api/session-signal.js';
import { serviceFetch } from '../../../../runtime/shared/api/service-fetch.js';

const answer = (status: number, ended?: string) =>
  new Response(status === 204 ? null : '{}', {
    status,
    headers: ended ? { 'X-Session-Ended': ended } : {},
  });

afterEach(() => vi.unstubAllGlobals());

describe('a lost session', () => {
  it('is a 401 or 403 of the API, or the server saying timeout', () => {
    expect(lossOf(answer(401))).toBe(401);
    expect(lossOf(answer(403))).toBe(403);
    expect(lossOf(answer(200, 'timeout'))).toBe('timeout');
    expect(lossOf(answer(401, 'timeout'))).toBe('timeout');
  });

  it('is not any other answer, nor the answers of a logout', () => {
    for (const status of [200, 204, 400, 404, 409, 422, 500, 503, 504])
      expect(lossOf(answer(status)), String(status)).toBeNull();
    expect(lossOf(answer(204, 'logout'))).toBeNull();
    // A call in flight when the customer logged out: the revoked token's 401 is the logout's.
    expect(lossOf(answer(401, 'logout'))).toBeNull();
  });

  it('is heard on every /service call', async () => {
    const heard: SessionLoss[] = [];
    const stop = onSessionLoss((loss) => heard.push(loss));
    const answers = [answer(200), answer(401), answer(200, 'timeout'), answer(403), answer(404)];
    vi.stubGlobal('fetch', () => Promise.resolve(answers.shift()));
    for (let i = 0; i < 5; i++) await serviceFetch('/service/payment/api/payments');
    stop();
    expect(heard).toEqual([401, 'timeout', 403]);
  });
});

describe('a customer of another country', () => {
  it('goes to the same page in their country, query and hash kept', () => {
    expect(pathInUserCountry('/se/app/profile', 'no')).toBe('/no/app/profile');
    expect(pathInUserCountry('/se/app/invoices/nordpay/2024-01-15?item=7#flow=pay', 'fi')).toBe(
      '/fi/app/invoices/nordpay/2024-01-15?item=7#flow=pay',
    );
    expect(pathInUserCountry('/se', 'dk')).toBe('/dk');
    expect(pathInUserCountry('/se/about-us', 'dk')).toBe('/dk/about-us');
  });

  it('goes to their app home when their country does not have the page', () => {
    expect(pathInUserCountry('/se/private-loan', 'dk')).toBe('/dk/app');
    expect(pathInUserCountry('/se/no-such-page', 'no')).toBe('/no/app');
  });

  it('stays where they are in their own country', () => {
    expect(pathInUserCountry('/no/app/profile', 'no')).toBeNull();
    expect(pathInUserCountry('/robots.txt', 'no')).toBeNull();
  });
});
