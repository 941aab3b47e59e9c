import { countryTerms } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/entities/types.js';
import { createLoginToken } from '../auth/login-tokens.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';

/** How long the broker's state is good for: a login at the broker takes minutes at most. */
export const oidcLoginLifetimeMs = 10 * 60 * 1000;

/** The brokers; `signicat-demo` is Signicat's test environment (core §2 signicat-demo-login). */
export type OidcBroker = 'signicat' | 'criipto' | 'signicat-demo';

/** Whether the country's login offers this broker (countries/*.yaml `login.providers`). */
export const brokerOffered = (country: CountryCode, broker: OidcBroker): boolean =>
  (countryTerms(country).login.providers as readonly string[]).includes(broker);

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

/** The path of the app's callback (api.yaml oidcRedirect), the same for both brokers. */
export const callbackPath = '/oidc/signicat/redirect';

/**
 * The provider starts a login (api.yaml startOidcLogin): a fresh state and nonce, only their
 * hashes kept with the broker, the country and the registered callback. Answers both in clear
 * once, for the authorization URL.
 */
export async function startOidcAttempt(
  db: Queryable,
  attempt: {
    broker: OidcBroker;
    country: CountryCode;
    callbackUrl: string;
    /** An identification of this logged-in customer inside a flow, not a login. */
    identification?: Identification | undefined;
  },
  now: Date,
): Promise<{ state: string; nonce: string }> {
  const state = newToken();
  const nonce = newToken();
  await db.query(
    `insert into oidc_logins (state_hash, nonce_hash, broker, country, callback_url, created_at,
       expires_at, identifies_customer_id, return_path)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hashToken(state),
      hashToken(nonce),
      attempt.broker,
      attempt.country,
      attempt.callbackUrl,
      now,
      new Date(now.getTime() + oidcLoginLifetimeMs),
      attempt.identification?.customerId ?? null,
      attempt.identification?.returnPath ?? null,
    ],
  );
  return { state, nonce };
}

/**
 * An e-ID identification of a logged-in customer inside a flow (api.yaml startOidcLogin
 * `returnPath`): who must identify, and the app path the callback sends the browser back to.
 */
export interface Identification {
  readonly customerId: string;
  readonly returnPath: string;
}

/** How an identification ended, as the callback tells the flow's step (query `identification`). */
export type IdentificationResult = 'identified' | 'cancelled' | 'failed';

/** The broker's authorization URL: in the sandbox, the demo broker page at the sandbox's address. */
export function authorizationUrl(
  sandboxOrigin: string,
  request: {
    broker: OidcBroker;
    country: CountryCode;
    state: string;
    nonce: string;
    redirectUri: string;
  },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    scope: 'openid',
    client_id: `nordpay-${request.broker}`,
    redirect_uri: request.redirectUri,
    state: request.state,
    nonce: request.nonce,
    broker: request.broker,
  });
  return `${sandboxOrigin}/sandbox/eid/${request.country}?${query.toString()}`;
}

export interface OidcAttempt {
  readonly broker: OidcBroker;
  readonly country: CountryCode;
  readonly callbackUrl: string;
  /** Identifies a logged-in customer inside a flow (a returnPath) rather than logging in. */
  readonly identifies: boolean;
}

/** An attempt the broker can still answer: known, not answered yet, not expired; else null. */
export async function openAttempt(
  db: Queryable,
  state: string,
  now: Date,
): Promise<OidcAttempt | null> {
  const { rows } = await db.query<{
    broker: OidcBroker;
    country: CountryCode;
    callback_url: string;
    identifies_customer_id: string | null;
  }>(
    `select broker, country, callback_url, identifies_customer_id from oidc_logins
      where state_hash = $1 and identified_at is null and used_at is null and expires_at > $2
        and callback_url is not null`,
    [hashToken(state), now],
  );
  const row = rows[0];
  return row
    ? {
        broker: row.broker,
        country: row.country,
        callbackUrl: row.callback_url,
        identifies: row.identifies_customer_id !== null,
      }
    : null;
}

/**
 * The demo broker's end of the login: the person approved (as `civicNumber`) or declined, or the
 * broker itself failed. The broker answers a state once; on approval it issues a code (its ID
 * token carries the nonce the page was given). Answers where the broker sends the browser: the
 * attempt's registered callback with `code` and `state`, or with the OIDC error
 * (`access_denied` when declined, `server_error` when the broker failed); null when the state is
 * not open.
 */
export async function answerAtBroker(
  db: Queryable,
  answer: {
    state: string;
    nonce: string;
    civicNumber: string;
    outcome: 'approve' | 'decline' | 'error';
  },
  now: Date,
): Promise<{ location: string; code: string | null } | null> {
  const code = answer.outcome === 'approve' ? newToken() : null;
  const { rows } = await db.query<{ callback_url: string }>(
    `update oidc_logins
        set identified_at = $2, code_hash = $3, civic_number = $4, id_token_nonce_hash = $5
      where state_hash = $1 and identified_at is null and used_at is null and expires_at > $2
        and callback_url is not null
      returning callback_url`,
    [
      hashToken(answer.state),
      now,
      code === null ? null : hashToken(code),
      answer.civicNumber,
      hashToken(answer.nonce),
    ],
  );
  const row = rows[0];
  if (!row) return null;
  const error = answer.outcome === 'decline' ? 'access_denied' : 'server_error';
  const query = new URLSearchParams(
    code === null ? { state: answer.state, error } : { code, state: answer.state },
  );
  return { location: `${row.callback_url}?${query.toString()}`, code };
}

/**
 * A whole login at the broker for a persona, as the browser does it: the provider starts the
 * attempt, the person approves at the broker. For tests and scripts that need a callback without
 * a browser; it takes the same path as the real one.
 */
export async function beginOidcLogin(
  db: Queryable,
  login: { broker: OidcBroker; country: CountryCode; civicNumber: string },
  now: Date,
): Promise<{ state: string; code: string; callbackPath: string }> {
  const { state, nonce } = await startOidcAttempt(
    db,
    { broker: login.broker, country: login.country, callbackUrl: callbackPath },
    now,
  );
  const answered = await answerAtBroker(
    db,
    { state, nonce, civicNumber: login.civicNumber, outcome: 'approve' },
    now,
  );
  if (!answered?.code) throw new Error('a fresh OIDC attempt could not be answered');
  return { state, code: answered.code, callbackPath: answered.location };
}

export type OidcOutcome =
  | { readonly kind: 'token'; readonly loginToken: string }
  | { readonly kind: 'failed'; readonly loginState: 'userCancel' | 'idNotFound' | 'error' }
  | {
      readonly kind: 'identification';
      readonly returnPath: string;
      readonly result: IdentificationResult;
    };

/** Broker error codes that mean the person cancelled (OIDC `access_denied`, Criipto's cancel). */
const cancelErrors = new Set(['access_denied', 'cancel', 'cancelled', 'user_cancel']);

/**
 * The provider's handling of the callback: uses the state up (one conditional UPDATE, so a replayed
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
    code_hash: string | null;
    civic_number: string | null;
    nonce_hash: string | null;
    id_token_nonce_hash: string | null;
    identifies_customer_id: string | null;
    return_path: string | null;
  }>(
    // Only a state the broker answered: a state the provider handed out but the person never
    // finished with cannot be completed by a made-up callback.
    `update oidc_logins set used_at = $2
      where state_hash = $1 and used_at is null and expires_at > $2 and identified_at is not null
      returning country, code_hash, civic_number, nonce_hash, id_token_nonce_hash,
        identifies_customer_id, return_path`,
    [hashToken(answer.state), now],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.identifies_customer_id !== null && row.return_path !== null) {
    const identification = { customerId: row.identifies_customer_id, returnPath: row.return_path };
    return {
      country: row.country,
      outcome: await identificationOutcome(db, row, identification, answer),
    };
  }
  const failed = (loginState: 'userCancel' | 'idNotFound' | 'error') => ({
    country: row.country,
    outcome: { kind: 'failed' as const, loginState },
  });
  if (answer.error !== undefined) {
    return failed(cancelErrors.has(answer.error) ? 'userCancel' : 'error');
  }
  if (
    answer.code === undefined ||
    row.code_hash === null ||
    row.civic_number === null ||
    hashToken(answer.code) !== row.code_hash
  ) {
    return failed('error');
  }
  // The code exchange's ID token must carry the nonce this attempt was started with (OIDC Core
  // 3.1.3.7): otherwise the token was issued for another login.
  if (row.nonce_hash === null || row.nonce_hash !== row.id_token_nonce_hash) return failed('error');
  const customerId = await findCustomerByCivic(db, row.country, row.civic_number);
  if (!customerId) return failed('idNotFound');
  return {
    country: row.country,
    outcome: { kind: 'token', loginToken: await createLoginToken(db, customerId, now) },
  };
}

/**
 * An identification's end: identified only when the broker's code and ID token are this attempt's
 * and the person who identified is the customer who started it (someone else's e-ID on the
 * customer's session is a failure, never a change of who is logged in).
 */
async function identificationOutcome(
  db: Queryable,
  row: {
    country: CountryCode;
    code_hash: string | null;
    civic_number: string | null;
    nonce_hash: string | null;
    id_token_nonce_hash: string | null;
  },
  identification: Identification,
  answer: { code: string | undefined; error: string | undefined },
): Promise<OidcOutcome> {
  const ended = (result: IdentificationResult): OidcOutcome => ({
    kind: 'identification',
    returnPath: identification.returnPath,
    result,
  });
  if (answer.error !== undefined)
    return ended(cancelErrors.has(answer.error) ? 'cancelled' : 'failed');
  const genuine =
    answer.code !== undefined &&
    row.code_hash !== null &&
    row.civic_number !== null &&
    hashToken(answer.code) === row.code_hash &&
    row.nonce_hash !== null &&
    row.nonce_hash === row.id_token_nonce_hash;
  if (!genuine || row.civic_number === null) return ended('failed');
  const who = await findCustomerByCivic(db, row.country, row.civic_number);
  return ended(who === identification.customerId ? 'identified' : 'failed');
}

/** The flow step an identification returns to, with its result (the stored path only). */
export function identificationLocation(returnPath: string, result: IdentificationResult): string {
  const separator = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${separator}${new URLSearchParams({ identification: result }).toString()}`;
}

/** The login page the callback sends the browser to: built from the stored country only. */
export function loginPageLocation(
  country: CountryCode,
  outcome: Exclude<OidcOutcome, { kind: 'identification' }>,
): string {
  const query =
    outcome.kind === 'token'
      ? new URLSearchParams({ validate: outcome.loginToken })
      : new URLSearchParams({ state: outcome.loginState });
  return `/${country}/login?${query.toString()}`;
}
