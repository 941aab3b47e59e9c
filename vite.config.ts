import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { textPartId, textParts } from './runtime/shared/i18n/text-parts-plugin.js';
import { textUsagePlugin } from './runtime/shared/i18n/text-usage.js';

const runtimeDir = fileURLToPath(new URL('./runtime/', import.meta.url));

/**
 * What the app needs before its first draw: the client entry, the root, the country route, the
 * public layout (a logged-in visitor's public page starts the app, runtime/enhance/wake.ts), the
 * logged-in layout and the home (the first page of nearly every visit, and the overviews draw
 * with the same lists), and all they import statically.
 */
const startRoots = [
  'entry.client.tsx',
  'root.tsx',
  'routes/country.tsx',
  'routes/layouts/public.tsx',
  'routes/layouts/default-app.tsx',
  'routes/pages/app.tsx',
].map((file) => runtimeDir + file);

const entryClient = runtimeDir + 'entry.client.tsx';

/**
 * A country's terms (generated/countries/<cc>.ts) are loaded by the pages that read them, one
 * country at a time (runtime/shared/i18n/country-terms.ts), never with the shell: the generated index
 * imports all four for `countryTerms`, which the browser does not call, and following that import
 * would put every country's terms into the shell chunk.
 */
const countryTermsModule = /\/generated\/countries\/(se|no|fi|dk)\.ts$/;

/**
 * Modules the logged-in layout and the home reach only through a library's index, which imports
 * everything it exports, and never call: TanStack Query's mutations (useMutation and its
 * observer, which the profile pages' forms use). Left out of the start-up (about 0.6 KB gzip,
 * issue 18), they go with the pages that use them.
 */
const notCalledAtStart =
  /\/node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$/;

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/**
 * The app's start-up in two chunks: `lib` (React, React Router and TanStack Query: what changes
 * only with an upgrade, so it stays cached across releases) and `shell` (our code: the frame,
 * the texts' loader, the route table, the code tables, the logged-in layout, the home). Without
 * a rule, Rolldown cuts these modules into some thirty chunks by who shares them: each compresses
 * on its own, and each is one more request before the first draw, six at a time on HTTP/1.1
 * (docs/decisions/0027). No public page loads either chunk unless a logged-in visitor's page starts
 * the app, and every public page leaves out the framework (docs/decisions/0024), so nothing is
 * gained by keeping the logged-in area's modules apart: on the logged-in home, the shell, the
 * logged-in group and the modules they shared were three chunks, 1.7 KB gzip more than one.
 * Whatever is imported with import() (texts, page chunks, lazy parts) is not reached, so it keeps
 * a chunk of its own.
 */
function startGroup(): (id: string, ctx: ModuleGraph) => string | null {
  let start: Set<string> | null = null;
  return (id, ctx) => {
    if (!start) {
      start = new Set();
      const queue = [...startRoots];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (start.has(next) || countryTermsModule.test(next) || textPartId.test(next)) continue;
        if (notCalledAtStart.test(next)) continue;
        const info = ctx.getModuleInfo(next);
        if (!info) continue;
        start.add(next);
        queue.push(...info.importedIds);
      }
    }
    // The entry's own code stays in the entry chunk: in a group chunk it would run as soon as
    // the root route module imports that chunk, before the page's inline script has set
    // window.__reactRouterRouteModules, and installRouteModuleGuard would find nothing to guard.
    if (!start.has(id) || id === entryClient) return null;
    return id.includes('/node_modules/') ? 'lib' : 'shell';
  };
}

/** Route modules (pages, layouts, the root and the country route), by their file. */
const routeModule = new RegExp(
  `^${runtimeDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(routes/|root\\.tsx)`,
);

/**
 * Chunk file names. Each part of each language's texts (imported only with import()) is named by
 * language and part, for the benchmark; route modules and the start-up's two chunks (lib, shell)
 * keep their names (the e2e chunk-failure test and a reader of the build find a page's chunk by
 * its name).
 * Every other chunk is named by its hash alone: React Router's manifest, part of every page's
 * first load, lists for each route of each country every chunk it imports, and shorter names keep
 * one country's routes within gzip's 32 KB window of the next's, so the repeats cost next to
 * nothing (about 3 KB gzip less on the first load of every page; issue 4 budget).
 */
function chunkFileNames(chunk: { name: string; facadeModuleId: string | null }): string {
  const texts = textPartId.exec(chunk.facadeModuleId ?? '');
  if (texts) return `assets/texts-${texts[1]}-${texts[2]}-[hash].js`;
  // A country's terms (the group below), named so the web server can name it in the SPA
  // fallback of a logged-in page, which needs them before it draws (server/spa-fallback.ts).
  if (/^terms-(se|no|fi|dk)$/.test(chunk.name)) return 'assets/[name]-[hash].js';
  const named =
    chunk.name === 'lib' || chunk.name === 'shell' || routeModule.test(chunk.facadeModuleId ?? '');
  return named ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/**
 * React Router's production build in the browser's bundle. Its package exports name only
 * dist/development for every condition (remix-run/react-router#12532, #14102), whose one
 * difference is `ENABLE_DEV_WARNINGS = true`: the warnings' code (about 0.5 KB gzip of the
 * first load, issue 18) and their messages in a visitor's console. Only the client build of
 * `react-router build` takes it; the dev server, the prerender and the tests keep the warnings.
 */
function routerProductionBuild(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'selfservice:router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      const file = entries[id];
      return file && this.environment.name === 'client' ? dist + file : null;
    },
  };
}

export default defineConfig({
  plugins: [routerProductionBuild(), textParts(), textUsagePlugin(), reactRouter()],
  // Files served as they are at the top of the site (the favicon), inside runtime/ so a change
  // to them makes the build stale like any other source of the app.
  publicDir: 'runtime/static',
  build: { target: 'es2022', assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Before the shell's group, which takes along what its modules import (the
                // generated index imports every country's terms): a chunk of terms per country.
                {
                  debugName: 'country terms',
                  name: (id) => `terms-${countryTermsModule.exec(id)?.[1] ?? ''}`,
                  test: countryTermsModule,
                  priority: 2,
                },
                { debugName: 'start-up', name: startGroup(), priority: 1 },
              ],
            },
            chunkFileNames,
          },
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
