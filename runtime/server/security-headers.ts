/**
 * Headers every answer carries: pages, files, redirects, errors and proxied API answers alike.
 * Referrer-Policy and no-store come from core §7; the rest is the security baseline of issue 4.
 */
import { contentSecurityPolicy } from './csp.js';

export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const baseEntries = Object.entries(baseSecurityHeaders);
/** The default policy, made once for each of its two forms. */
const defaultPolicy = {
  upgrade: contentSecurityPolicy(undefined, true),
  loopback: contentSecurityPolicy(undefined, false),
};

/** Whether a Host header names this machine (then the site is plain http, not https). */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * Sets the headers on an answer: the security baseline always, the default policy unless the
 * handler set a page's own, and no-store unless the handler chose a cache lifetime (assets).
 */
export function applySecurityHeaders(headers: Headers, host: string | undefined): void {
  for (const [name, value] of baseEntries) headers.set(name, value);
  if (!headers.has('Content-Security-Policy')) {
    headers.set(
      'Content-Security-Policy',
      isLoopbackHost(host) ? defaultPolicy.loopback : defaultPolicy.upgrade,
    );
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}
