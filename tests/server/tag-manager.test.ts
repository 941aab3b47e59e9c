/**
 * The Tag Manager container (issue 4): with `tagManagerId` set, the pages' Content-Security-Policy
 * allows scripts from the container's origin, and only that origin, still without
 * `unsafe-inline`, and `GET /tag-manager` names the container; without it nothing is allowed or
 * named. A malformed id stops the server from starting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { TAG_MANAGER_ORIGIN, TAG_MANAGER_PATH } from '../../runtime/shared/tracking/tag-manager.js';
import { makeFakeBuild } from './fake-build.js';
import { raw } from './http.js';

const build = makeFakeBuild();
let withContainer: RunningWebServer;
let without: RunningWebServer;

beforeAll(async () => {
  const common = { buildDir: build.dir, apiOrigin: 'http://127.0.0.1:9', port: 0 };
  withContainer = await startWebServer({ ...common, tagManagerId: 'GTM-ABC123' });
  without = await startWebServer(common);
});

afterAll(async () => {
  await withContainer.close();
  await without.close();
  build.remove();
});

const scriptSrc = (csp: string | undefined): string[] =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('Tag Manager container configured', () => {
  it('allows the container origin in script-src of every page, and nothing inline', async () => {
    for (const path of ['/se', '/se/about-us', '/se/app', '/se/app/purchases/nosuchbrand']) {
      const answer = await raw(withContainer.url, path);
      const csp = answer.header('content-security-policy');
      const sources = scriptSrc(csp);
      expect(sources, path).toContain(TAG_MANAGER_ORIGIN);
      // The container's origin only: no other host, no wildcard, no inline allowance.
      expect(
        sources.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'", TAG_MANAGER_ORIGIN]);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("connect-src 'self'");
    }
  });

  it('names the container for the page to load after consent', async () => {
    const answer = await raw(withContainer.url, TAG_MANAGER_PATH);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ id: 'GTM-ABC123' });
    expect(answer.header('cache-control')).toBe('no-store');
  });
});

describe('no Tag Manager container', () => {
  it('allows no other script origin', async () => {
    for (const path of ['/se', '/se/about-us', '/se/app']) {
      const sources = scriptSrc((await raw(without.url, path)).header('content-security-policy'));
      expect(
        sources.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
    }
  });

  it('names none, so the page loads nothing', async () => {
    const answer = await raw(without.url, TAG_MANAGER_PATH);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ id: null });
  });
});

it('refuses to start with a malformed container id', async () => {
  await expect(
    startWebServer({
      buildDir: build.dir,
      apiOrigin: 'http://127.0.0.1:9',
      port: 0,
      tagManagerId: "GTM-1' 'unsafe-inline",
    }),
  ).rejects.toThrow(/TAG_MANAGER_ID/);
});
