/**
 * The web server's own figures and names. Where the spec names a value (the locale cookie's
 * lifetime, the request headers of core §7) it comes from generated/; the rest is ours.
 */
import { getCustomerInfoPath } from '../../generated/api/calls/getCustomerInfo.js';
import { logoutPath } from '../../generated/api/calls/logout.js';
import { validateTokenPath } from '../../generated/api/calls/validateToken.js';
import { API_PATH_PREFIXES } from '../../generated/api/operations.js';
import { session, status, storage } from '../../generated/constants.js';
import type { RateLimits } from './rate-limit.js';

export const serverConfig = {
  /** The sandbox's default address (sandbox/config.ts), the provider API unless API_ORIGIN says otherwise. */
  defaultApiOrigin: 'http://127.0.0.1:4010',
  defaultBuildDir: 'build/client',
  /** The spec gives the locale cookie's values and lifetime but not its name; this is ours. */
  localeCookie: 'locale',
  localeCookieMaxAgeSeconds: Math.round(storage.localeCookieMaxAgeMs / 1000),
  /** Paths forwarded to the provider API: the first segments of the contract's paths (api.yaml). */
  proxiedPrefixes: API_PATH_PREFIXES,
  /** Largest request body forwarded; the provider's own limit is smaller, so it never bites first. */
  maxRequestBytes: 1024 * 1024,
  /** How long the provider may take to start answering before the browser gets a 504. */
  upstreamTimeoutMs: 30_000,
  /** Text answers smaller than this are sent as they are: compressing them saves nothing. */
  minCompressBytes: 512,
} as const;

/**
 * The login session (issue 5, `cookie-session.ts`). Lifetimes come from schema/constants.yaml
 * (`session`); names and paths are ours.
 */
export const sessionConfig = {
  /** The sealed session: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain (the `__Host-` rules). */
  cookie: '__Host-session',
  /** The harmless signal page JavaScript may read: `1` while a session cookie is set, nothing secret. */
  signalCookie: '__Host-logged-in',
  /** GET answers `{ loggedIn, country?, expiresAt?, ended? }` (the app's source of truth). */
  statePath: '/session',
  /** Set on an answer whose request ended the session: `timeout` or `logout`. */
  endedHeader: 'x-session-ended',
  /** The provider calls the session handles itself (api.yaml validateToken, getCustomerInfo, logout). */
  validatePath: validateTokenPath(),
  customerInfoPath: getCustomerInfoPath(),
  logoutPath: logoutPath(),
  inactivityMs: session.inactivityTimeoutMs,
  absoluteMs: session.absoluteLifetimeMs,
  touchIntervalMs: session.touchIntervalMs,
  /** Statuses of a proxied call that end a session (core §6). */
  endingStatuses: status.logoutStatuses as readonly number[],
  /** A sealed cookie longer than this is not even opened (browsers keep 4096 bytes per cookie). */
  maxCookieChars: 4096,
  /** Environment: the sealing key (32+ bytes as hex or base64) and the one before it. */
  secretEnv: 'SESSION_SECRET',
  previousSecretEnv: 'SESSION_SECRET_PREVIOUS',
} as const;

/** Request headers of core §7, named as in schema/api.yaml. */
export const apiHeaders = {
  user: 'x-user',
  cacheKey: 'x-cache-key',
  facade: 'x-facade',
  sourceHost: 'x-source-host',
} as const;

const minute = 60 * 1000;

/**
 * The rate limits' defaults (issue 18, rate-limit.ts, ADR 0022): real protection for one instance.
 * A person logs in a few times a day and pays a few bills at a time; a household or an office
 * shares one address. Login starts: 30 per client and 5 per e-mail address or civic number in 15
 * minutes (a mailbox is not flooded with links, guessing is slow). Money-moving calls: 60 per
 * client and 20 per customer in 10 minutes (a retry of the same Idempotency-Key counts too).
 */
export const rateLimitConfig: RateLimits = {
  loginStart: {
    perClient: { limit: 30, windowMs: 15 * minute },
    perCustomer: { limit: 5, windowMs: 15 * minute },
  },
  moneyMoving: {
    perClient: { limit: 60, windowMs: 10 * minute },
    perCustomer: { limit: 20, windowMs: 10 * minute },
  },
};
