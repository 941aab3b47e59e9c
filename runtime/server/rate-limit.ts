/**
 * Rate limits on login starts and money-moving calls (issue 18, ADR 0022): each limited call is
 * counted per client (the connection's IP address) and per customer (the logged-in customer, or
 * before login the e-mail address or civic number the login start names), in fixed windows. Over
 * a limit the call never reaches the provider: a 429 problem with Retry-After (the seconds until
 * the window that refused it ends), or, for the e-ID start the browser opens as a page, a 303 to
 * the country's login page with the login state `tooManyAttempts`.
 *
 * Counters live in this process's memory: with several instances each counts on its own, so a
 * client balanced over n instances gets up to n times the limit (ADR 0022 says how to share them).
 */
import type { Context } from 'hono';
import { operationList, type OperationInfo } from '../../generated/api/operations.js';
import { problemResponse } from './problem.js';
import { urlOf } from './request-url.js';

/** At most `limit` calls in each window of `windowMs`. */
export interface Limit {
  readonly limit: number;
  readonly windowMs: number;
}

/** The limits of one kind of call, per client and per customer. */
export interface RateLimitRule {
  readonly perClient: Limit;
  readonly perCustomer: Limit;
}

export interface RateLimits {
  /** Starting a login: the e-mail link, BankID, the e-ID brokers and their demos. */
  readonly loginStart: RateLimitRule;
  /** Calls the contract marks money-moving (`x-moneyMoving`). */
  readonly moneyMoving: RateLimitRule;
}

/** The contract's login starts (api.yaml tag auth). */
const loginStarts: ReadonlySet<string> = new Set([
  'sendEmailLink',
  'startBankId',
  'startBankIdDemo',
  'authenticateCriiptoDemo',
  'startOidcLogin',
]);

/** A path template of api.yaml as a pattern: `{name}` is one segment. */
const templatePattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

interface LimitedOperation {
  readonly operation: OperationInfo;
  readonly pattern: RegExp;
  readonly kind: keyof RateLimits;
}

const limited: readonly LimitedOperation[] = operationList.flatMap((operation) => {
  const kind = loginStarts.has(operation.operationId)
    ? ('loginStart' as const)
    : operation.moneyMoving
      ? ('moneyMoving' as const)
      : null;
  return kind ? [{ operation, pattern: templatePattern(operation.path), kind }] : [];
});

/** The limited operation a request calls, if any. */
export function limitedOperation(method: string, pathname: string): LimitedOperation | null {
  return limited.find((l) => l.operation.method === method && l.pattern.test(pathname)) ?? null;
}

/** Counters bounded in number, so a flood of distinct keys cannot grow memory without end. */
const maxCounters = 100_000;

interface Counter {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(
    readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one call under each key (null keys are skipped); answers the milliseconds until the
   * caller may try again when any key is over its limit, else null. A refused call still counts.
   */
  take(keys: readonly (readonly [string | null, Limit])[]): number | null {
    const now = this.now();
    let wait: number | null = null;
    for (const [key, limit] of keys) {
      if (key === null) continue;
      const counter = this.counter(key, limit, now);
      counter.count += 1;
      if (counter.count > limit.limit) wait = Math.max(wait ?? 0, counter.resetAt - now);
    }
    return wait;
  }

  private counter(key: string, limit: Limit, now: number): Counter {
    const found = this.counters.get(key);
    if (found && found.resetAt > now) return found;
    if (found) this.counters.delete(key);
    if (this.counters.size >= maxCounters) this.prune(now);
    const fresh = { count: 0, resetAt: now + limit.windowMs };
    this.counters.set(key, fresh);
    return fresh;
  }

  /** Drops ended windows; when none has ended, the oldest counters (Map keeps insertion order). */
  private prune(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.resetAt <= now) this.counters.delete(key);
    }
    for (const key of this.counters.keys()) {
      if (this.counters.size < maxCounters) break;
      this.counters.delete(key);
    }
  }
}

/** A login start's body is this small; a larger one is not read for the customer key. */
const maxKeyBodyBytes = 4096;

/** Who a login start is for, from its JSON body: the e-mail address or the civic number. */
async function loginIdentity(c: Context): Promise<string | null> {
  if (c.req.method !== 'POST') return null;
  const length = Number(c.req.header('content-length') ?? Infinity);
  if (!(length <= maxKeyBodyBytes)) return null;
  try {
    // A copy of the body: the proxy still streams the original on.
    const body = (await c.req.raw.clone().json()) as Record<string, unknown> | null;
    const who = body?.['email'] ?? body?.['civicNumber'];
    return typeof who === 'string' ? who.trim().toLowerCase().replace(/-/g, '') : null;
  } catch {
    return null;
  }
}

export interface LimitCheck {
  /** The client's address: the connection's, never a header a client can set. */
  readonly client: string;
  /** The logged-in customer (the X-User the proxy sends), if any. */
  readonly customer: string | null;
}

/**
 * The refusal of a call over its limit, or null to let it through. `who` is read only for a
 * limited call (the customer needs the session opened).
 */
export async function refuseOverLimit(
  c: Context,
  limiter: RateLimiter,
  who: () => Promise<LimitCheck>,
): Promise<Response | null> {
  const url = urlOf(c);
  const found = limitedOperation(c.req.method, url.pathname);
  if (!found) return null;
  const rule = limiter.limits[found.kind];
  const { client, customer } = await who();
  const person = customer ?? (found.kind === 'loginStart' ? await loginIdentity(c) : null);
  const waitMs = limiter.take([
    [`${found.kind} client ${client}`, rule.perClient],
    [person === null ? null : `${found.kind} customer ${person}`, rule.perCustomer],
  ]);
  if (waitMs === null) return null;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const country = url.searchParams.get('country') ?? '';
  if (found.operation.operationId === 'startOidcLogin' && /^(se|no|fi|dk)$/.test(country)) {
    // Opened as a page, not fetched: the login page says it in the visitor's language.
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/${country}/login?state=tooManyAttempts`,
        'Retry-After': String(seconds),
      },
    });
  }
  const answer = problemResponse(
    429,
    'Too Many Requests',
    `Too many attempts in a short time; try again in ${seconds} seconds.`,
    url.pathname,
  );
  answer.headers.set('Retry-After', String(seconds));
  return answer;
}
