import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { setCookiesOf } from './cookie-jar.js';
import { assetBody, files, inline, makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

const build = makeFakeBuild();
let server: RunningWebServer;
const get = (path: string, options?: Parameters<typeof raw>[2]) => raw(server.url, path, options);

beforeAll(async () => {
  // Nothing listens on port 9 (discard) of loopback: the proxy is tested in proxy.test.ts.
  server = await startWebServer({ buildDir: build.dir, apiOrigin: 'http://127.0.0.1:9', port: 0 });
});

afterAll(async () => {
  await server.close();
  build.remove();
});

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.header('referrer-policy')).toBe('same-origin');
  expect(answer.header('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  expect(answer.header('x-content-type-options')).toBe('nosniff');
  expect(answer.header('cross-origin-resource-policy')).toBe('same-origin');
  expect(answer.header('cross-origin-opener-policy')).toBe('same-origin');
  expect(answer.header('permissions-policy')).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  );
  const csp = answer.header('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

const directive = (csp: string | undefined, name: string): string[] =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

describe('redirects', () => {
  it('sends / to /se, or to the locale cookie country', async () => {
    const plain = await get('/');
    expect(plain.status).toBe(302);
    expect(plain.header('location')).toBe('/se');
    expectSecurityHeaders(plain);
    expect(plain.header('cache-control')).toBe('no-store');
    expect((await get('/', { headers: { cookie: 'a=1; locale=dk' } })).header('location')).toBe(
      '/dk',
    );
    // Only se, dk, fi, no: anything else is no cookie.
    expect((await get('/', { headers: { cookie: 'locale=en' } })).header('location')).toBe('/se');
    expect((await get('/', { headers: { cookie: 'locale=nb' } })).header('location')).toBe('/se');
  });

  it('collapses double slashes to the same site (301)', async () => {
    for (const [path, location] of [
      ['//evil.com', '/evil.com'],
      ['//evil.com/', '/evil.com/'],
      ['///evil.com', '/evil.com'],
      ['/se//about-us', '/se/about-us'],
      ['/se/about-us//?a=1', '/se/about-us/?a=1'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.header('location'), path).toBe(location);
    }
  });

  it('keeps encoded slashes and backslashes on the site', async () => {
    for (const path of ['/%2F%2Fevil.com', '/%2f%2fevil.com', '/%5C%5Cevil.com', '/\\\\evil.com']) {
      const answer = await get(path);
      const location = answer.header('location');
      if (location !== undefined) {
        expect(location, path).toMatch(/^\/[^/\\]/);
        expect(new URL(location, 'https://site.example').host, path).toBe('site.example');
      }
      expect(answer.status, path).toBeLessThan(500);
    }
    // A redirect answer of an encoded path names it still encoded, under a country.
    expect((await get('/%2F%2Fevil.com')).header('location')).toBe('/se/%2F%2Fevil.com');
  });

  it('drops the brand country suffix of invoices and purchases (301)', async () => {
    const invoice = await get('/se/app/invoices/fjallmodese/2024-01-01');
    expect(invoice.status).toBe(301);
    expect(invoice.header('location')).toBe('/se/app/invoices/fjallmode/2024-01-01');
    const purchase = await get('/se/app/purchases/hemmahusfi/123');
    expect(purchase.status).toBe(301);
    expect(purchase.header('location')).toBe('/se/app/purchases/hemmahus/123');
  });

  it('sends a country code in capitals to the lower-case page (301)', async () => {
    const answer = await get('/SE/about-us?x=1');
    expect(answer.status).toBe(301);
    expect(answer.header('location')).toBe('/se/about-us?x=1');
    expect((await get('/No')).header('location')).toBe('/no');
  });

  it('adds the country to a known page without one (302)', async () => {
    const answer = await get('/about-us', { headers: { cookie: 'locale=fi' } });
    expect(answer.status).toBe(302);
    expect(answer.header('location')).toBe('/fi/about-us');
    expect((await get('/about-us?x=1')).header('location')).toBe('/se/about-us?x=1');
  });
});

describe('pages', () => {
  it('serves the prerendered page with its own CSP hashes', async () => {
    const answer = await get('/se/about-us');
    expect(answer.status).toBe(200);
    expect(answer.header('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toBe(files['se/about-us/index.html']);
    expect(answer.header('cache-control')).toBe('no-store');
    expectSecurityHeaders(answer);
    const csp = answer.header('content-security-policy');
    expect(directive(csp, 'script-src')).toEqual(["'self'", hash(inline.page)]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", hash(inline.style)]);
    // Images: ours and the image service's (by default the API's origin, the sandbox), no other.
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:9']);
    // Served from loopback over plain http: no upgrade to an https port nobody listens on.
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('asks for https elsewhere', async () => {
    const answer = await get('/se/about-us', { headers: { host: 'www.example.se' } });
    expect(answer.header('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('serves /se and a trailing slash from the same file', async () => {
    const home = await get('/se');
    expect(home.body.toString()).toBe(files['se/index.html']);
    expect(directive(home.header('content-security-policy'), 'script-src')).toEqual([
      "'self'",
      hash(inline.page),
      hash(inline.bootstrap),
    ]);
    expect((await get('/se/about-us/')).body.toString()).toBe(files['se/about-us/index.html']);
  });

  it('serves the SPA fallback for app pages, preview and unknown paths of the app', async () => {
    for (const path of [
      '/se/app',
      '/se/app/invoices/fjallmode/2024-01-01',
      '/no/preview',
      // Spec 6: the app sends a visitor to login, and shows a customer the not-found page.
      '/dk/app/x/y',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      // The build's fallback with only the page's language and <link>s added (spa-fallback.ts),
      // and its country's part of the route manifest where the build has one (Sweden's).
      const manifest = path.startsWith('/se/')
        ? '/assets/manifest-abc123-se.js'
        : '/assets/manifest-abc123.js';
      const body = answer.body.toString();
      expect(
        body
          .replace(/ lang="[a-z]{2}"/, '')
          .replace(
            /<link rel="(?:modulepreload|preload)"(?: as="style")? href="[^"]+"\/>(?=.*<\/head>)/g,
            '',
          ),
        path,
      ).toBe(
        (files['index.html'] ?? '')
          .replace(/<link rel="modulepreload" href="\/assets\/manifest-abc123.js"\/>/, '')
          .replaceAll('/assets/manifest-abc123.js', manifest),
      );
      expect(directive(answer.header('content-security-policy'), 'script-src')).toEqual([
        "'self'",
        hash(inline.fallback),
        hash(inline.bootstrap.replace('/assets/manifest-abc123.js', manifest)),
      ]);
    }
  });

  it('names the page language and the modules of its route chain in the fallback', async () => {
    const app = (await get('/se/app')).body.toString();
    expect(app).toContain('<html lang="sv">');
    const links = [
      ...app.matchAll(/<link rel="([a-z]+)"(?: as="(style)")? href="([^"]+)"\/>/g),
    ].map(([, rel, as, href]) => `${rel}${as ? `:${as}` : ''} ${href}`);
    // The stylesheet first (spa-fallback.ts stylesheetsFirst). The build's own link, to
    // Sweden's part of the manifest, stays once; every module of the page, its layout and its
    // country route follows, then its styles and the parts of its texts; not the country's
    // terms, which the home does not read (i18n/terms-pages.ts).
    expect(links).toEqual([
      'stylesheet /assets/shell-abc.css#',
      'modulepreload /assets/manifest-abc123-se.js',
      'modulepreload /assets/app-abc123.js',
      'modulepreload /assets/query-abc.js',
      'preload:style /assets/overview-abc.css',
      'modulepreload /assets/default-app-abc.js',
      'modulepreload /assets/default-app-loader.js',
      'modulepreload /assets/country-abc.js',
      'modulepreload /assets/country-mw.js',
      'modulepreload /assets/texts-sv-core-a1.js',
      'modulepreload /assets/texts-sv-app-a2.js',
    ]);
    // Any other page of the logged-in area reads them (here one no route matches).
    expect((await get('/se/app/x/y')).body.toString()).toContain(
      '<link rel="modulepreload" href="/assets/terms-se-a3.js"/>',
    );
    // Links only, and no other script: the bootstrap loads Sweden's part of the manifest.
    expect(app.match(/<script/g)?.length).toBe(
      (files['index.html'] ?? '').match(/<script/g)?.length,
    );
    // Another country's page is in its language, and an unknown path gets the texts only.
    expect((await get('/fi/app')).body.toString()).toContain('<html lang="fi">');
    const unknown = (await get('/dk/app/x/y')).body.toString();
    expect(unknown).toContain('<html lang="da">');
    expect(unknown).not.toContain('app-abc123');
  });

  it('names the API reads before the first draw of a logged-in page, only for a logged-in browser', async () => {
    const reads = async (path: string, cookie?: string) =>
      [
        ...(await get(path, cookie ? { headers: { cookie } } : {})).body
          .toString()
          .matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"\/>/g),
      ].map(([, href]) => href);
    expect(await reads('/se/app', '__Host-logged-in=1; locale=se')).toEqual([
      '/service/payment/api/payments',
      '/service/auth/customer-info',
      '/service/payment/preference',
      '/service/payment/user-message',
      '/service/payment/user-message/country/se',
      '/service/payment/user-message/global/SE',
    ]);
    // Messages switched off by the cookie are not read, so not named either.
    expect(await reads('/fi/app/purchases', '__Host-logged-in=1; user_messages=false')).toEqual([
      '/service/payment/api/payments',
      '/service/auth/customer-info',
      '/service/payment/preference',
    ]);
    // Logged out (the login gate sends the visitor on), or a page whose layout reads nothing.
    expect(await reads('/se/app')).toEqual([]);
    expect(await reads('/se/app', '__Host-logged-in=0')).toEqual([]);
    expect(await reads('/se/preview', '__Host-logged-in=1')).toEqual([]);
    // Read out of a malformed header as out of any other.
    expect(await reads('/se/app', ';; =x; __Host-logged-in=1;user_messages')).toHaveLength(6);
    expect(await reads('/se/app', '__Host-logged-in=%; locale=se')).toEqual([]);
  });

  it('answers 404 with the app shell when a path parameter fails its rule (spec 8)', async () => {
    for (const path of [
      '/se/app/invoices/nosuchbrand/2024-01-01',
      '/se/app/purchases/nosuchbrand',
      '/fi/app/purchases/nosuchbrand/123',
      '/no/ppi/nosuchbrand',
      '/se/app/invoices/fjallmode/2024-13-45',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      // The app shell draws the not-found page in the country's language.
      const lang = path.startsWith('/se') ? 'sv' : path.startsWith('/fi') ? 'fi' : 'nb';
      expect(answer.body.toString(), path).toContain(`<html lang="${lang}">`);
      expect(answer.body.toString(), path).toContain('<p>fallback</p>');
      expect(answer.header('content-type'), path).toMatch(/^text\/html/);
      expect(answer.header('etag'), path).toBeUndefined();
      expectSecurityHeaders(answer);
    }
    // An ETag of the shell never turns a 404 into a 304.
    const shell = await get('/se/app');
    const again = await get('/se/app/purchases/nosuchbrand', {
      headers: { 'if-none-match': shell.header('etag') ?? '' },
    });
    expect(again.status).toBe(404);
  });

  it('answers a public path no route has with 404 and the country’s not-found page', async () => {
    for (const [path, file] of [
      // Private loan is not offered in Denmark (core §2): nothing to log in for.
      ['/dk/private-loan', 'dk/404.html'],
      ['/se/no-such-page', 'se/404.html'],
      ['/se/about-us/more', 'se/404.html'],
      // The not-found page is no page of its own, under either of its names.
      ['/se/404', 'se/404.html'],
      ['/se/404.html', 'se/404.html'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(files[file]);
      expect(answer.header('etag'), path).toBeUndefined();
      expect(answer.header('cache-control'), path).toBe('no-store');
      expect(directive(answer.header('content-security-policy'), 'script-src'), path).toEqual([
        "'self'",
        hash(inline.page),
        hash(inline.bootstrap),
      ]);
      expectSecurityHeaders(answer);
    }
    // A build without the country's page still says 404, with the app shell in its language.
    const fi = await get('/fi/no-such-page');
    expect(fi.status).toBe(404);
    expect(fi.body.toString()).toContain('<html lang="fi">');
    expect((await get('/dk/private-loan', { method: 'HEAD' })).status).toBe(404);
    // A known page, and an unknown one in the logged-in area, are no public 404.
    expect((await get('/se/about-us')).status).toBe(200);
    expect((await get('/se/private-loan')).status).toBe(200);
    expect((await get('/dk/app/private-loan')).status).toBe(200);
  });

  it('sets the locale cookie to the country opened, unless it already is', async () => {
    const answer = await get('/fi/app');
    const [cookie, ...more] = setCookiesOf(answer);
    expect(more).toEqual([]);
    expect(cookie?.name).toBe('locale');
    expect(cookie?.value).toBe('fi');
    // Exactly these: page JavaScript may read it (no HttpOnly), and it lasts 365 days.
    expect(Object.fromEntries(cookie?.attributes ?? [])).toEqual({
      path: '/',
      'max-age': '31536000',
      samesite: 'Lax',
      secure: '',
    });
    expect((await get('/fi/app', { headers: { cookie: 'locale=fi' } })).header('set-cookie')).toBe(
      undefined,
    );
    expect((await get('/se', { headers: { cookie: 'locale=fi' } })).header('set-cookie')).toMatch(
      /^locale=se;/,
    );
  });

  it('reads the locale cookie out of a malformed Cookie header, never answering 500', async () => {
    const location = async (cookie: string) =>
      (await get('/', { headers: { cookie } })).header('location');
    expect(await location(';;; =; garbage; locale=dk')).toBe('/dk');
    expect(await location('locale = fi ;x')).toBe('/fi');
    expect(await location('locale="no"')).toBe('/no');
    for (const cookie of ['locale', 'locale=', 'locale=%ZZ', 'locale=d k', '=', ';']) {
      expect(await location(cookie), cookie).toBe('/se');
    }
    const page = await get('/se/about-us', { headers: { cookie: ';;locale=%E0%A4%A; =' } });
    expect(page.status).toBe(200);
    expect(page.header('set-cookie')).toMatch(/^locale=se;/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/se/about-us', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(answer.header('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.header('content-security-policy')).toContain(hash(inline.page));
    expect((await get('/', { method: 'HEAD' })).status).toBe(302);
  });

  it('leads <page>/script to the page chunk', async () => {
    const about = await get('/se/about-us/script');
    expect(about.status).toBe(302);
    expect(about.header('location')).toBe('/assets/about-us-abc.js');
    expect((await get('/se/script')).header('location')).toBe('/assets/home-abc.js');
    expect((await get('/se/no-such-page/script')).status).toBe(404);
    // The fake build has no about-us chunk for fi.
    expect((await get('/fi/about-us/script')).status).toBe(404);
  });
});

describe('files', () => {
  it('serves hashed assets for a year, compressed when asked', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.header('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(assetBody);
    expectSecurityHeaders(plain);

    const br = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.header('content-encoding')).toBe('br');
    expect(br.header('vary')).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(assetBody);

    const gz = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.header('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(assetBody);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/assets/app-abc123.js');
    const etag = first.header('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404 for a missing asset, never the fallback', async () => {
    const answer = await get('/assets/missing-123.js');
    expect(answer.status).toBe(404);
    expect(answer.header('cache-control')).toBe('no-store');
  });

  it('serves prerendered .data for client navigations, not cached', async () => {
    const answer = await get('/se/about-us.data');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(files['se/about-us.data']);
    expect(answer.header('cache-control')).toBe('no-store');
    expect((await get('/se/nothing.data')).status).toBe(404);
  });

  it('serves top-level build files and never anything outside the build', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.header('content-type')).toBe('text/plain; charset=utf-8');
    for (const path of [
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/se/%00',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(500);
      expect(answer.body.toString(), path).not.toContain('root:');
    }
  });
});

describe('the image service (IMAGE_ORIGIN)', () => {
  it('names the configured origin, and the pages allow exactly it for images', async () => {
    const own = await startWebServer({
      buildDir: build.dir,
      apiOrigin: 'http://127.0.0.1:9',
      imageOrigin: 'https://images.example.com/',
      port: 0,
    });
    try {
      const named = await raw(own.url, '/image-service');
      expect(named.status).toBe(200);
      expect(JSON.parse(named.body.toString())).toEqual({ origin: 'https://images.example.com' });
      const page = await raw(own.url, '/se/about-us');
      expect(directive(page.header('content-security-policy'), 'img-src')).toEqual([
        "'self'",
        'data:',
        'https://images.example.com',
      ]);
    } finally {
      await own.close();
    }
  });

  it('defaults to the API origin (the sandbox serves the images)', async () => {
    const named = await get('/image-service');
    expect(JSON.parse(named.body.toString())).toEqual({ origin: 'http://127.0.0.1:9' });
  });

  it('refuses to start with an image origin that is no http(s) origin', async () => {
    for (const imageOrigin of ['javascript:alert(1)', 'https://img.example/path', 'nope']) {
      await expect(
        startWebServer({
          buildDir: build.dir,
          apiOrigin: 'http://127.0.0.1:9',
          imageOrigin,
          port: 0,
        }),
      ).rejects.toThrow(/IMAGE_ORIGIN/);
    }
  });
});
