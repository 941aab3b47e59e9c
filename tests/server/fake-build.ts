/**
 * A tiny stand-in for build/client, so the server tests need no real build: the SPA fallback
 * and prerendered pages with inline scripts (as React Router writes them), a hashed asset, the
 * route manifest module (and Sweden's part of it) and a prerendered .data file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const inline = {
  fallback: 'window.__reactRouterContext = {"isSpaMode":true};',
  bootstrap: 'import "/assets/manifest-abc123.js";\nimport("/assets/entry.client-abc.js");',
  page: 'window.__reactRouterContext = {"isSpaMode":false};',
  style: '.x{color:red}',
};

export const assetBody = `export const big = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;

const html = (body: string, scripts: string[], style = '', sheet = '') =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-abc123.js"/>` +
  `${sheet ? `<link rel="stylesheet" href="${sheet}"/>` : ''}` +
  `${style ? `<style>${style}</style>` : ''}</head><body>${body}` +
  scripts
    .map((s, i) => `<script${i === 1 ? ' type="module" async=""' : ''}>${s}</script>`)
    .join('') +
  `<script src="/assets/entry.client-abc.js"></script></body></html>`;

export const files: Record<string, string> = {
  // Its stylesheet after the module preloads, as React Router writes it.
  'index.html': html(
    '<p>fallback</p>',
    [inline.fallback, inline.bootstrap],
    '',
    '/assets/shell-abc.css#',
  ),
  'se/index.html': html('<h1>Startsida</h1>', [inline.page, inline.bootstrap]),
  'se/about-us/index.html': html('<h1>Om oss</h1>', [inline.page], inline.style),
  'se/about-us.data': '[{"_1":2},"loaderData",{}]\n',
  // The countries' prerendered not-found pages (react-router.config.ts); fi's is left out.
  'se/404.html': html('<h1>Sidan kunde inte hittas</h1>', [inline.page, inline.bootstrap]),
  'dk/404.html': html('<h1>Siden blev ikke fundet</h1>', [inline.page, inline.bootstrap]),
  'assets/app-abc123.js': assetBody,
  'assets/entry.client-abc.js': 'console.log(1);\n',
  'assets/manifest-abc123.js':
    'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-abc.js"},"routes":' +
    '{"home__se":{"id":"home__se","module":"/assets/home-abc.js"},' +
    '"about-us__se":{"id":"about-us__se","module":"/assets/about-us-abc.js"},' +
    // A logged-in page's chain: the SPA fallback names its modules and styles (spa-fallback.ts).
    '"country__se":{"id":"country__se","parentId":"root","module":"/assets/country-abc.js",' +
    '"clientMiddlewareModule":"/assets/country-mw.js","imports":["/assets/manifest-abc123-se.js"]},' +
    '"layout-default-app__se":{"id":"layout-default-app__se","parentId":"country__se",' +
    '"module":"/assets/default-app-abc.js","clientLoaderModule":"/assets/default-app-loader.js"},' +
    '"app__se":{"id":"app__se","parentId":"layout-default-app__se","module":"/assets/app-abc123.js",' +
    '"imports":["/assets/query-abc.js"],"css":["/assets/overview-abc.css"]}}};',
  // Sweden's part of the route manifest (runtime/shared/routing/manifest-module.ts); the other
  // countries' are left out, as in a build from before the parts.
  'assets/manifest-abc123-se.js':
    'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-abc.js"},"routes":{}};',
  'assets/texts-sv-core-a1.js': 'export default {};\n',
  'assets/texts-sv-app-a2.js': 'export default {};\n',
  'assets/terms-se-a3.js': 'export const se = {};\n',
  'robots.txt': 'User-agent: *\n',
};

export function makeFakeBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
