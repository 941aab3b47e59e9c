import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { countryCodes } from './generated/countries/index.js';
import { leaveOutTheFramework } from './runtime/enhance/build.js';
import {
  countryManifestHref,
  countryManifestSource,
  manifestHrefIn,
  withCountryManifest,
} from './runtime/shared/routing/manifest-module.js';
import { prerenderPaths } from './runtime/shared/routing/plan.js';
import {
  notFoundFile,
  notFoundPrerenderPath,
  notFoundPrerenderPaths,
} from './runtime/shared/routing/unknown-path.js';

/**
 * React Router 7 framework mode (docs/decisions, DESIGN decision 2): no server rendering at
 * request time; every public page of every country is prerendered to static HTML at build time,
 * and the logged-in area is a single-page app served from the SPA fallback. Each country's
 * not-found page is prerendered too, for the server to answer unknown public paths with a 404
 * (docs/decisions/0008-unknown-paths.md). Each country's pages load that country's part of the
 * route manifest (docs/decisions/0012-a-route-manifest-per-country.md). The informational pages
 * (`hydrate: false`) then load the enhancement script instead of the framework (docs/decisions/0024).
 */
export default {
  appDirectory: 'runtime',
  // The e2e support may build elsewhere (E2E_BUILD_DIR, tests/e2e/support/build.ts).
  buildDirectory: process.env['REACT_ROUTER_BUILD_DIR'] || 'build',
  ssr: false,
  prerender: () => [...prerenderPaths(), ...notFoundPrerenderPaths()],
  // The not-found pages move out of `<cc>/404/index.html`, where the server would serve them as
  // the page `/<cc>/404` with a 200, to `<cc>/404.html`, which no page path reaches.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    for (const country of countryCodes) {
      const written = join(client, notFoundPrerenderPath(country).slice(1));
      await rename(join(written, 'index.html'), join(client, notFoundFile(country)));
      await rm(written, { recursive: true });
    }
    await splitManifestByCountry(client);
    // After the split: the framework-free pages keep their country's manifest for a logged-in
    // visitor (docs/decisions/0024-informational-pages-without-the-framework.md).
    await leaveOutTheFramework(client);
  },
  // React Router 8's behaviour now, so the upgrade changes nothing (and the build stays quiet),
  // except route modules split into a chunk per export: every page of the app is drawn after
  // its layout's loader and middleware have run, so the split only made two more requests of
  // a hundred bytes each (a loader's, a middleware's) before the first draw, and six at a time
  // on HTTP/1.1 (the logged-in home's largest paint in Lighthouse: 2.7 s split, 2.5 s whole;
  // docs/decisions/0027).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

/**
 * Writes each country's part of React Router's route manifest next to it and has the country's
 * prerendered pages (not-found pages too) load that part (runtime/shared/routing/manifest-module.ts).
 * The SPA fallback keeps the whole manifest: the web server gives each country's page its part.
 * Fails the build when React Router's output is not as read here, rather than leave every page
 * loading every country's routes.
 */
async function splitManifestByCountry(client: string): Promise<void> {
  const href = manifestHrefIn(await readFile(join(client, 'index.html'), 'utf8'));
  if (href === null) throw new Error('the SPA fallback loads no route manifest module');
  const source = await readFile(join(client, href), 'utf8');
  for (const country of countryCodes) {
    const part = countryManifestSource(source, href, country);
    if (part === null) throw new Error(`${href} is not a route manifest React Router writes`);
    await writeFile(join(client, countryManifestHref(href, country)), part);
    const pages = (await readdir(join(client, country), { recursive: true })).filter((file) =>
      file.endsWith('.html'),
    );
    for (const page of pages) {
      const file = join(client, country, page);
      const html = await readFile(file, 'utf8');
      if (!html.includes(href)) throw new Error(`${file} does not load ${href}`);
      await writeFile(file, withCountryManifest(html, href, country));
    }
  }
}
