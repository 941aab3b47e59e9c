import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { countryCodes } from './generated/countries/index.js';
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
 * (docs/decisions/0008-unknown-paths.md).
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
  },
  // React Router 8's behaviour now, so the upgrade changes nothing (and the build stays quiet).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
