/**
 * The web server over HTTPS with a self-signed certificate made at start (as `npm start --
 * --https` serves it) reaches the MDN HTTP Observatory's A+ (issue 18; scripts/observatory/ holds
 * the checks); over plain HTTP it scores the 60 the review measured, for the missing TLS alone.
 * And the scoring rules on their own, against the package's expectations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { selfSignedCertificate } from '../../runtime/server/self-signed.js';
import { grade, gradeOf, type Scan } from '../../scripts/observatory/rules.js';
import { scanSite } from '../../scripts/observatory/scan.js';
import { makeFakeBuild } from './fake-build.js';

const build = makeFakeBuild();
const tls = selfSignedCertificate();
let https: RunningWebServer;
let plain: RunningWebServer;

beforeAll(async () => {
  const common = { buildDir: build.dir, apiOrigin: 'https://api.example', port: 0, session: null };
  https = await startWebServer({ ...common, tls });
  plain = await startWebServer(common);
});

afterAll(async () => {
  await https?.close();
  await plain?.close();
  build.remove();
});

describe('the Observatory checks of the local server', () => {
  it('over HTTPS: every test passes, A+ with the extra credit', async () => {
    expect(https.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const scan = await scanSite(new URL('/', https.url), tls.cert);
    expect(scan.url.pathname).toBe('/se');
    const result = grade(scan);
    expect(result.tests.filter((t) => !t.pass)).toEqual([]);
    expect(Object.fromEntries(result.tests.map((t) => [t.test, t.result]))).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      redirection: 'redirection-not-needed-no-http',
      cookies: 'cookies-secure-with-httponly-sessions-and-samesite',
    });
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  });

  it('a certificate nobody trusts is refused: the scan verifies it', async () => {
    await expect(scanSite(new URL('/', https.url))).rejects.toThrow(/certificate/i);
  });

  it('over plain HTTP: 60, for no HSTS and no redirection to HTTPS', async () => {
    const result = grade(await scanSite(new URL('/', plain.url)));
    const failed = result.tests.filter((t) => !t.pass).map((t) => t.result);
    expect(failed.sort()).toEqual(['hsts-not-implemented-no-https', 'redirection-missing']);
    expect(result.score).toBe(60);
    expect(result.grade).toBe('C+');
  });
});

describe('the scoring rules', () => {
  const base: Scan = {
    url: new URL('https://app.example/se'),
    status: 200,
    headers: new Map([
      ['content-type', 'text/html'],
      ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
      ['strict-transport-security', 'max-age=63072000'],
      ['x-content-type-options', 'nosniff'],
    ]),
    setCookies: [],
    html: '<html></html>',
    http: null,
    cors: new Map(),
  };
  const withHeaders = (headers: Record<string, string>, extra: Partial<Scan> = {}): Scan => ({
    ...base,
    headers: new Map([...base.headers, ...Object.entries(headers)]),
    ...extra,
  });
  const resultOf = (scan: Scan, test: string) => grade(scan).tests.find((t) => t.test === test);

  it('counts extra credit only from an uncurved 90, and grades by the chart', () => {
    expect(grade(base).score).toBe(115);
    const unsafe = withHeaders({ 'content-security-policy': "script-src 'unsafe-inline'" });
    // -20 for the CSP, -20 for clickjacking (no frame-ancestors): 60, no extra credit.
    expect(grade(unsafe).score).toBe(60);
    expect([gradeOf(100), gradeOf(99), gradeOf(89), gradeOf(62), gradeOf(24)]).toEqual([
      'A+',
      'A',
      'A-',
      'C+',
      'F',
    ]);
  });

  it('refuses unsafe CSP, short HSTS, session cookies scripts can read, universal CORS', () => {
    expect(
      resultOf(
        withHeaders({
          'content-security-policy': "script-src 'self' 'unsafe-eval'; object-src 'none'",
        }),
        'content-security-policy',
      )?.result,
    ).toBe('csp-implemented-with-unsafe-eval');
    expect(
      resultOf(
        withHeaders({ 'strict-transport-security': 'max-age=86400' }),
        'strict-transport-security',
      )?.modifier,
    ).toBe(-10);
    expect(
      resultOf({ ...base, setCookies: ['sessionid=1; Secure; SameSite=Lax'] }, 'cookies')?.result,
    ).toBe('cookies-session-without-httponly-flag');
    expect(resultOf({ ...base, setCookies: ['locale=se; SameSite=Lax'] }, 'cookies')?.result).toBe(
      'cookies-without-secure-flag-but-protected-by-hsts',
    );
    const reflected = new Map([
      ['access-control-allow-origin', 'https://http-observatory.security.mozilla.org'],
      ['access-control-allow-credentials', 'true'],
    ]);
    expect(resultOf({ ...base, cors: reflected }, 'cross-origin-resource-sharing')?.modifier).toBe(
      -50,
    );
    const external = '<script src="http://cdn.example/x.js"></script>';
    expect(resultOf({ ...base, html: external }, 'subresource-integrity')?.modifier).toBe(-50);
  });
});
