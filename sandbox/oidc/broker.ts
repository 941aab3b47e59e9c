import type { CountryCode } from '../../generated/entities/types.js';
import { createLoginToken } from '../auth/login-tokens.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';

/** How long the broker's state is good for: a login at the broker takes minutes at most. */
export const oidcLoginLifetimeMs = 10 * 60 * 1000;

export type OidcBroker = 'signicat' | 'criipto';

/** The customer of a country with this civic number (dashes and spaces ignored), or null. */
export async function findCustomerByCivic(
  db: Queryable,
  country: CountryCode,
  civicNumber: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select id from customers
      where country = $1 and regexp_replace(civic_number, '[- ]', '', 'g') = $2`,
    [country, civicNumber.replace(/[- ]/g, '')],
  );
  return rows[0]?.id ?? null;
}

/**
 * The demo broker: the person identified themselves at Signicat or Criipto. Answers the `state`
 * the provider gave the broker and the `code` the broker sends back to oidcRedirect, plus that
 * callback's path. Nothing of it is trusted later except through the stored hashes.
 */
export async function beginOidcLogin(
  db: Queryable,
  login: { broker: OidcBroker; country: CountryCode; civicNumber: string },
  now: Date,
): Promise<{ state: string; code: string; callbackPath: string }> {
  const state = newToken();
  const code = newToken();
  await db.query(
    `insert into oidc_logins (state_hash, code_hash, broker, country, civic_number, created_at,
       expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(state),
      hashToken(code),
      login.broker,
      login.country,
      login.civicNumber,
      now,
      new Date(now.getTime() + oidcLoginLifetimeMs),
    ],
  );
  const query = new URLSearchParams({ code, state });
  return { state, code, callbackPath: `/oidc/signicat/redirect?${query.toString()}` };
}

export type OidcOutcome =
  | { readonly kind: 'token'; readonly loginToken: string }
  | { readonly kind: 'failed'; readonly loginState: 'userCancel' | 'idNotFound' | 'error' };

/** Broker error codes that mean the person cancelled (OIDC `access_denied`, Criipto's cancel). */
const cancelErrors = new Set(['access_denied', 'cancel', 'cancelled', 'user_cancel']);

/**
 * The broker's answer for a state: uses the state up (one conditional UPDATE, so a replayed
 * callback fails) and answers its country and outcome, or null when the state is unknown, used
 * or expired.
 */
export async function completeOidcLogin(
  db: Queryable,
  answer: { state: string; code: string | undefined; error: string | undefined },
  now: Date,
): Promise<{ country: CountryCode; outcome: OidcOutcome } | null> {
  const { rows } = await db.query<{
    country: CountryCode;
    code_hash: string;
    civic_number: string;
  }>(
    `update oidc_logins set used_at = $2
      where state_hash = $1 and used_at is null and expires_at > $2
      returning country, code_hash, civic_number`,
    [hashToken(answer.state), now],
  );
  const row = rows[0];
  if (!row) return null;
  const failed = (loginState: 'userCancel' | 'idNotFound' | 'error') => ({
    country: row.country,
    outcome: { kind: 'failed' as const, loginState },
  });
  if (answer.error !== undefined) {
    return failed(cancelErrors.has(answer.error) ? 'userCancel' : 'error');
  }
  if (answer.code === undefined || hashToken(answer.code) !== row.code_hash) {
    return failed('error');
  }
  const customerId = await findCustomerByCivic(db, row.country, row.civic_number);
  if (!customerId) return failed('idNotFound');
  return {
    country: row.country,
    outcome: { kind: 'token', loginToken: await createLoginToken(db, customerId, now) },
  };
}

/** The login page the callback sends the browser to: built from the stored country only. */
export function loginPageLocation(country: CountryCode, outcome: OidcOutcome): string {
  const query =
    outcome.kind === 'token'
      ? new URLSearchParams({ validate: outcome.loginToken })
      : new URLSearchParams({ state: outcome.loginState });
  return `/${country}/login?${query.toString()}`;
}
