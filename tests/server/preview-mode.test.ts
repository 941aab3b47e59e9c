/**
 * Preview mode of the web server (runtime/server/preview/): its routes, page decoration and
 * country lock with a stand-in for the dev server's drawing, and that a server started without
 * it has none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { createPreviewState } from '../../runtime/server/preview/preview-state.js';
import { makeFakeBuild } from './fake-build.js';
import { raw } from './http.js';

const build = makeFakeBuild();
const state = createPreviewState();
const page =
  '<!DOCTYPE html><html><head><title>x</title></head><body><script>boot()</script></body></html>';
let preview: RunningWebServer;
let production: RunningWebServer;

beforeAll(async () => {
  preview = await startWebServer({
    buildDir: build.dir,
    apiOrigin: 'http://127.0.0.1:9',
    port: 0,
    preview: {
      country: 'no',
      state,
      terms: async () => ({ current: { a: 1 }, committed: null }),
      render: async () => new Response(page, { headers: { 'Content-Type': 'text/html' } }),
    },
  });
  production = await startWebServer({
    buildDir: build.dir,
    apiOrigin: 'http://127.0.0.1:9',
    port: 0,
  });
});

afterAll(async () => {
  await preview.close();
  await production.close();
  build.remove();
});

describe('preview mode', () => {
  it("answers the sources' state, problems included", async () => {
    state.generated([
      { file: 'countries/no.yaml', line: 3, column: 5, key: 'fees', message: 'is wrong' },
    ]);
    const answer = await raw(preview.url, '/__preview/state');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      country: 'no',
      problems: [{ file: 'countries/no.yaml', line: 3 }],
    });
    expect(answer.header('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('draws a page of the country with the toolbar, noindex and a policy of hashes', async () => {
    const answer = await raw(preview.url, '/no/payment-options');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('/runtime/features/admin-preview/toolbar.ts');
    expect(answer.body.toString()).toContain('<meta name="robots" content="noindex, nofollow">');
    const csp = answer.header('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
  });

  it("locks out other countries' pages and data", async () => {
    const locked = await raw(preview.url, '/se/payment-options');
    expect(locked.status).toBe(404);
    expect(locked.body.toString()).toContain('/runtime/features/admin-preview/locked-page.tsx');
    expect((await raw(preview.url, '/se/payment-options.data')).status).toBe(404);
    expect((await raw(preview.url, '/no/preview/admin')).body.toString()).toContain(
      'admin-page.tsx',
    );
  });

  it('refuses a login from another site', async () => {
    const answer = await raw(preview.url, '/__preview/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ civicNumber: '03048110000' }),
    });
    expect(answer.status).toBe(403);
  });

  it('a server started without preview mode has none of it', async () => {
    for (const path of ['/__preview/state', '/__preview/personas', '/__preview/events']) {
      const answer = await raw(production.url, path);
      expect(answer.status).not.toBe(200);
      expect(answer.body.toString()).not.toContain('"problems"');
    }
    const login = await raw(production.url, '/__preview/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: production.url },
      body: '{}',
    });
    expect(login.status).toBe(404);
    expect((await raw(production.url, '/se')).body.toString()).not.toContain('admin-preview');
  });
});
