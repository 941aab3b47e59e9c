/**
 * The Content-Security-Policy allows no inline code by default. React Router's prerendered HTML
 * carries inline scripts (the router context, the module bootstrap, scroll restoration), so each
 * HTML file's policy lists the sha256 of exactly those scripts and styles: the browser runs what
 * the build wrote and nothing injected.
 */
import { createHash } from 'node:crypto';

export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source expressions of every inline <script> (no src) and <style> of an HTML file. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.add(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styles.add(sha256(body));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const none: InlineHashes = { scripts: [], styles: [] };

/**
 * The policy of one answer. `upgrade` adds upgrade-insecure-requests, which is left out on
 * plain-http loopback, where it would send the browser to an https port nobody listens on.
 * `scriptOrigins` are further origins scripts may come from: the Tag Manager container's, when
 * one is set (tracking/tag-manager.ts), and never a way to run inline code. `imageOrigins` are
 * the further origins images may come from: the configured image service's (IMAGE_ORIGIN, the
 * product images of order lines, core §3), exactly that one.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes = none,
  upgrade = true,
  scriptOrigins: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): string {
  // A page's policy is the same on every request: made once per page, form and origins.
  let policies = made.get(hashes);
  if (!policies) {
    policies = new Map();
    made.set(hashes, policies);
  }
  const key = `${upgrade}\n${scriptOrigins.join(' ')}\n${imageOrigins.join(' ')}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = build(hashes, upgrade, scriptOrigins, imageOrigins);
    policies.set(key, policy);
  }
  return policy;
}

/** Policies made so far, per page's hashes (a page gone with a rebuild takes its own along). */
const made = new WeakMap<InlineHashes, Map<string, string>>();

function build(
  hashes: InlineHashes,
  upgrade: boolean,
  scriptOrigins: readonly string[],
  imageOrigins: readonly string[],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptOrigins, ...hashes.scripts].join(' '),
    ["style-src 'self'", ...hashes.styles].join(' '),
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(upgrade ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
