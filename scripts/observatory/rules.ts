/**
 * The MDN HTTP Observatory's scoring (algorithm of `@mdn/mdn-http-observatory` 1.4.8: its ten
 * tests, the modifiers of its score table, extra credit only from an uncurved 90, its grade
 * chart), written out here because the package cannot be installed for the project: its
 * dependency `node_extra_ca_certs_mozilla_bundle` downloads a CA bundle from outside the npm
 * registry when installed, and `pg-native` compiles against libpq. Each test keeps the package's
 * expectation names, so a result reads the same as on the Observatory's site; only what a single
 * local scan can see is checked (no HSTS preload list: a local host is on none; no bonus for SRI on
 * same-origin scripts). Checked against the package's own analyzer on this server: the same ten
 * results and score (docs/web-server.md, HTTPS).
 */

/** What one scan saw. */
export interface Scan {
  /** The page's final address, after redirects. */
  readonly url: URL;
  readonly status: number;
  /** The final answer's headers (names in lower case; repeated ones joined with ", "). */
  readonly headers: ReadonlyMap<string, string>;
  /** Every Set-Cookie on the way (redirects, the page, robots.txt). */
  readonly setCookies: readonly string[];
  readonly html: string;
  /** The same host and port over plain HTTP: null when nothing answers it, else where it sends. */
  readonly http: { readonly status: number; readonly location: string | null } | null;
  /** The answer to a CORS preflight from another origin. */
  readonly cors: ReadonlyMap<string, string>;
}

export interface TestResult {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
  readonly pass: boolean;
}

/** The package's SCORE_TABLE modifiers of the expectations these tests can give. */
const modifiers: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
};

/** The expectation each test wants (the package's defaults): meeting it, or better, passes. */
const wanted: Record<string, readonly string[]> = {
  'content-security-policy': [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ],
  cookies: [
    'cookies-secure-with-httponly-sessions',
    'cookies-secure-with-httponly-sessions-and-samesite',
    'cookies-not-found',
  ],
  'cross-origin-resource-sharing': [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ],
  redirection: ['redirection-to-https', 'redirection-not-needed-no-http'],
  'referrer-policy': ['referrer-policy-private', 'referrer-policy-not-implemented'],
  'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months'],
  'subresource-integrity': [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-no-scripts-loaded',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ],
  'x-content-type-options': ['x-content-type-options-nosniff'],
  'x-frame-options': ['x-frame-options-sameorigin-or-deny', 'x-frame-options-implemented-via-csp'],
  'cross-origin-resource-policy': [
    'corp-not-implemented',
    'corp-implemented-with-same-origin',
    'corp-implemented-with-same-site',
    'corp-implemented-with-cross-origin',
  ],
};

const broad = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const broadOrInline = new Set([...broad, "'unsafe-inline'", 'data:']);
const hashOrNonce = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** A policy's directives (the first of a repeated one, as browsers do), or null when invalid. */
function parseCsp(header: string): Map<string, Set<string>> | null {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return null;
    const key = name.toLowerCase();
    if (!policy.has(key)) policy.set(key, new Set(sources.map((s) => s.toLowerCase())));
  }
  return policy.size > 0 ? policy : null;
}

function cspTest(scan: Scan): string {
  const header = scan.headers.get('content-security-policy');
  if (!header) return 'csp-not-implemented';
  const csp = parseCsp(header);
  if (!csp) return 'csp-header-invalid';
  const all = new Set(['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? all);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? all);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? all;
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => hashOrNonce.test(s))) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'") && ![...scriptSrc].some((s) => hashOrNonce.test(s))) {
    return 'csp-header-invalid';
  }
  const passive = ['img-src', 'media-src'];
  const active = [...csp.entries()]
    .filter(([name]) => !passive.includes(name) && name !== 'script-src')
    .flatMap(([, list]) => [...list])
    .concat([...scriptSrc]);
  const passiveSources = passive.flatMap((name) => [
    ...(csp.get(name) ?? csp.get('default-src') ?? []),
  ]);
  const https = scan.url.protocol === 'https:';
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  if ([...scriptSrc].some((s) => broadOrInline.has(s)) || [...objectSrc].some((s) => broad.has(s)))
    return 'csp-implemented-with-unsafe-inline';
  if (https && active.some(insecure)) return 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return 'csp-implemented-with-unsafe-eval';
  if (https && passiveSources.some(insecure))
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => broadOrInline.has(s)))
    return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  return defaultSrc?.has("'none'") && defaultSrc.size === 1
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';
}

interface Cookie {
  readonly name: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: string | null;
}

function parseCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().split('=')[0]?.trim() === name);
  const sameSite = attribute('samesite');
  return {
    name: pair.split('=')[0]?.trim() ?? '',
    secure: attribute('secure') !== undefined,
    httpOnly: attribute('httponly') !== undefined,
    sameSite: sameSite === undefined ? null : (sameSite.split('=')[1]?.trim() ?? ''),
  };
}

function cookiesTest(scan: Scan, hsts: boolean): string {
  if (scan.setCookies.length === 0) return 'cookies-not-found';
  const cookies = scan.setCookies.map(parseCookie);
  if (cookies.some((c) => c.sameSite !== null && !/^(strict|lax|none)$/i.test(c.sameSite)))
    return 'cookies-samesite-flag-invalid';
  let result: string | null = null;
  let missingSameSite = false;
  for (const cookie of cookies) {
    const lower = cookie.name.toLowerCase();
    const session = lower.includes('login') || lower.includes('sess');
    if (lower.includes('csrf') && cookie.sameSite === null)
      result ??= 'cookies-anticsrf-without-samesite-flag';
    if (!cookie.secure && hsts) {
      result ??= session
        ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
        : 'cookies-without-secure-flag-but-protected-by-hsts';
    } else if (!cookie.secure) {
      result ??= session ? 'cookies-session-without-secure-flag' : 'cookies-without-secure-flag';
    }
    if (session && !cookie.httpOnly) result ??= 'cookies-session-without-httponly-flag';
    if (cookie.sameSite === null) missingSameSite = true;
  }
  return (
    result ??
    (missingSameSite
      ? 'cookies-secure-with-httponly-sessions'
      : 'cookies-secure-with-httponly-sessions-and-samesite')
  );
}

function corsTest(scan: Scan): string {
  const origin = scan.headers.get('access-control-allow-origin')?.trim();
  if (origin === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const preflight = scan.cors.get('access-control-allow-origin')?.trim();
  if (preflight && preflight !== '*' && preflight !== scan.url.origin) {
    return scan.cors.get('access-control-allow-credentials')?.toLowerCase() === 'true'
      ? 'cross-origin-resource-sharing-implemented-with-universal-access'
      : 'cross-origin-resource-sharing-implemented-with-restricted-access';
  }
  return 'cross-origin-resource-sharing-not-implemented';
}

function redirectionTest(scan: Scan): string {
  if (scan.http === null) return 'redirection-not-needed-no-http';
  const location = scan.http.location;
  if (scan.http.status < 300 || scan.http.status >= 400 || !location) return 'redirection-missing';
  return new URL(location, `http://${scan.url.host}`).protocol === 'https:'
    ? 'redirection-to-https'
    : 'redirection-not-to-https';
}

function referrerTest(scan: Scan): string {
  const header = scan.headers.get('referrer-policy');
  if (!header) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const last = header
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .at(-1);
  if (!last) return 'referrer-policy-header-invalid';
  return good.includes(last) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

/** 15552000 s: the package's "six months" (a white lie it tells for 180 days). */
const sixMonths = 15_552_000;

function hstsTest(scan: Scan): string {
  if (scan.url.protocol !== 'https:') return 'hsts-not-implemented-no-https';
  const header = scan.headers.get('strict-transport-security');
  if (!header) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= sixMonths
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function sriTest(scan: Scan): string {
  if (!/^text\/html/i.test(scan.headers.get('content-type') ?? ''))
    return 'sri-not-implemented-response-not-html';
  // Every <script> counts (inline ones too); only those with a src can come from elsewhere.
  const tags = [...scan.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  if (tags.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const external = tags.flatMap((attributes) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) return [];
    const url = new URL(src, scan.url);
    return url.origin === scan.url.origin
      ? []
      : [{ secure: url.protocol === 'https:', integrity: /\bintegrity\s*=/i.test(attributes) }];
  });
  if (external.some((s) => !s.secure))
    return 'sri-not-implemented-and-external-scripts-not-loaded-securely';
  if (external.some((s) => !s.integrity))
    return 'sri-not-implemented-but-external-scripts-loaded-securely';
  return external.length > 0
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

function xContentTypeTest(scan: Scan): string {
  const header = scan.headers.get('x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function xFrameTest(scan: Scan): string {
  const csp = parseCsp(scan.headers.get('content-security-policy') ?? '');
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((s) => broad.has(s)))
    return 'x-frame-options-implemented-via-csp';
  const header = scan.headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return 'x-frame-options-not-implemented';
  return header === 'deny' || header === 'sameorigin'
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-header-invalid';
}

function corpTest(scan: Scan): string {
  const header = scan.headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  if (header === 'same-origin') return 'corp-implemented-with-same-origin';
  if (header === 'same-site') return 'corp-implemented-with-same-site';
  if (header === 'cross-origin') return 'corp-implemented-with-cross-origin';
  return 'corp-header-invalid';
}

/** The package's GRADE_CHART: the score rounded down to 5, at most 100. */
export function gradeOf(score: number): string {
  const chart: readonly [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([floor]) => score >= floor)?.[1] ?? 'F';
}

/** The extra credit counts only when the score without it is at least this (the package's). */
const minimumForExtraCredit = 90;

export interface Grade {
  readonly tests: readonly TestResult[];
  readonly score: number;
  readonly grade: string;
}

export function grade(scan: Scan): Grade {
  const hsts = hstsTest(scan);
  const results: [string, string][] = [
    ['content-security-policy', cspTest(scan)],
    ['cookies', cookiesTest(scan, hsts === 'hsts-implemented-max-age-at-least-six-months')],
    ['cross-origin-resource-sharing', corsTest(scan)],
    ['redirection', redirectionTest(scan)],
    ['referrer-policy', referrerTest(scan)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(scan)],
    ['x-content-type-options', xContentTypeTest(scan)],
    ['x-frame-options', xFrameTest(scan)],
    ['cross-origin-resource-policy', corpTest(scan)],
  ];
  const tests = results.map(([test, result]) => ({
    test,
    result,
    modifier: modifiers[result] ?? 0,
    pass: wanted[test]?.includes(result) ?? false,
  }));
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const withCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const score = Math.max(0, uncurved >= minimumForExtraCredit ? withCredit : uncurved);
  return { tests, score, grade: gradeOf(score) };
}
