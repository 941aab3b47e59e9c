import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './runtime/routing/plan.js';

/**
 * React Router 7 framework mode (docs/decisions, DESIGN decision 2): no server rendering at
 * request time; every public page of every country is prerendered to static HTML at build time,
 * and the logged-in area is a single-page app served from the SPA fallback.
 */
export default {
  appDirectory: 'runtime',
  // The e2e support may build elsewhere (E2E_BUILD_DIR, tests/e2e/support/build.ts).
  buildDirectory: process.env['REACT_ROUTER_BUILD_DIR'] || 'build',
  ssr: false,
  prerender: () => prerenderPaths(),
  // React Router 8's behaviour now, so the upgrade changes nothing (and the build stays quiet).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
