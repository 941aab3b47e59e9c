import * as z from 'zod/mini';
import type { MessageId } from '../messages/index.js';

// The rule builders every validator of schema/validators.yaml is a call of (validators/common.ts
// and validators/<country>.ts import them, and common.ts re-exports them). Every builder puts the
// message id as the zod issue message; forms translate it. They are built with zod's mini API
// (checks passed to `.check()`), whose parts the bundler can leave out when unused: the browser
// loads the validators with the login's and the app's forms, and the classic API's chunk was over
// the 20 KB budget of a later chunk (issue 4).

/** A check digit rule over the last digits of a number (Swedish personal numbers: Luhn over 10). */
export interface Checksum {
  readonly algorithm: 'luhn';
  readonly lastDigits: number;
}

/** Luhn (mod 10): double every second digit from the right, the total must end in 0. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function checksumValid(value: string, checksum: Checksum): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < checksum.lastDigits) return false;
  return luhnValid(digits.slice(-checksum.lastDigits));
}

/** Text matching an anchored pattern, optionally trimmed first and with a check digit. */
export function patternText(
  pattern: RegExp,
  messageId: MessageId,
  options: { readonly trim?: boolean; readonly checksum?: Checksum } = {},
): z.ZodMiniType<string> {
  const text = options.trim
    ? z.string({ error: messageId }).check(z.trim())
    : z.string({ error: messageId });
  const { checksum } = options;
  return text.check(
    z.refine((v) => pattern.test(v) && (!checksum || checksumValid(v, checksum)), {
      error: messageId,
    }),
  );
}

/** Any text that is not empty or spaces only. */
export function nonEmptyText(messageId: MessageId): z.ZodMiniType<string> {
  return z.string({ error: messageId }).check(z.trim(), z.minLength(1, { error: messageId }));
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A number from `min` to `max` (both included); the bounds travel as issue params for the text. */
export function numberRange(
  min: number,
  max: number,
  messageId: MessageId,
  options: { readonly integer?: boolean; readonly decimals?: number } = {},
): z.ZodMiniType<number> {
  return z
    .number({ error: messageId })
    .check(
      z.refine(
        (v: number) =>
          Number.isFinite(v) &&
          v >= min &&
          v <= max &&
          (!options.integer || Number.isInteger(v)) &&
          (options.decimals === undefined || hasAtMostDecimals(v, options.decimals)),
        { error: messageId, params: { min, max } },
      ),
    );
}

/** A factory for amounts whose bounds are known only at run time, such as minimum to pay..total. */
export function boundedAmount(
  messageId: MessageId,
  decimals: number,
): (min: number, max: number) => z.ZodMiniType<number> {
  return (min, max) => numberRange(min, max, messageId, { decimals });
}

/** An object of flags that must all be true, each flag reporting its own issue. */
export function allTrue<const F extends readonly string[]>(
  fields: F,
  messageId: MessageId,
): z.ZodMiniObject<{ [K in F[number]]: z.ZodMiniLiteral<true> }> {
  const shape = Object.fromEntries(fields.map((f) => [f, z.literal(true, { error: messageId })]));
  return z.object(shape) as z.ZodMiniObject<{ [K in F[number]]: z.ZodMiniLiteral<true> }>;
}

/**
 * A path on this site only. The value and every percent-decoding of it must match `pattern`
 * (which starts with a single slash and allows no backslash, whitespace, control or non-ASCII
 * characters) and contain none of `forbidden` ('//'), so `/%2F/evil.com` or `/%5Cevil.com` cannot
 * turn into another host after a server or router decodes it.
 */
export function isLocalPath(
  value: string,
  pattern: RegExp,
  forbidden: readonly string[],
  maxLength: number,
): boolean {
  if (value.length === 0 || value.length > maxLength) return false;
  let current = value;
  // Decode until nothing changes; five rounds covers any double encoding a real link carries.
  for (let round = 0; round < 5; round++) {
    if (!pattern.test(current) || forbidden.some((f) => current.includes(f))) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // a malformed escape is not a link we produced
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

export function localPath(
  pattern: RegExp,
  forbidden: readonly string[],
  maxLength: number,
  messageId: MessageId,
): z.ZodMiniType<string> {
  return z
    .string({ error: messageId })
    .check(z.refine((v) => isLocalPath(v, pattern, forbidden, maxLength), { error: messageId }));
}

/**
 * Browsers drop tabs and newlines anywhere in a URL and spaces and control characters around it
 * before reading the scheme, so `java\tscript:` still runs script; compare without them.
 */
function withoutControlAndSpace(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) out += ch;
  }
  return out.toLowerCase();
}

export function isSafeHref(
  value: string,
  forbiddenSchemes: readonly string[],
  forbidBareHash: boolean,
): boolean {
  const squeezed = withoutControlAndSpace(value);
  if (forbidBareHash && squeezed === '#') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
  return scheme === undefined || !forbiddenSchemes.includes(scheme);
}

export function safeHref(
  forbiddenSchemes: readonly string[],
  forbidBareHash: boolean,
  messageId: MessageId,
): z.ZodMiniType<string> {
  return z
    .string({ error: messageId })
    .check(z.refine((v) => isSafeHref(v, forbiddenSchemes, forbidBareHash), { error: messageId }));
}

type Literal = string | number;

/** One of a closed list of values (texts or numbers). */
export function oneOf<const V extends readonly [Literal, ...Literal[]]>(
  values: V,
  messageId: MessageId,
): z.ZodMiniType<V[number]> {
  return z.literal(values, { error: messageId });
}
