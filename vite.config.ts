import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { textPartId, textParts } from './runtime/shared/i18n/text-parts-plugin.js';
import { textUsagePlugin } from './runtime/shared/i18n/text-usage.js';

const runtimeDir = fileURLToPath(new URL('./runtime/', import.meta.url));

/**
 * The modules every public page needs before it hydrates: the client entry, the root, the
 * country route and the public layout, and all they import statically. Without a rule, Rolldown
 * cuts them into some thirty small chunks by who shares them, and each compresses on its own;
 * two chunks (the libraries, the app's shell) are about 5 KB gzip smaller on the first load
 * (issue 4 budget: 140 KB). Whatever is imported with import() (texts, page chunks, lazy parts)
 * is not reached, so it keeps a chunk of its own.
 */
const shellRoots = [
  'entry.client.tsx',
  'root.tsx',
  'routes/country.tsx',
  'routes/layouts/public.tsx',
].map((file) => runtimeDir + file);

const entryClient = runtimeDir + 'entry.client.tsx';

/**
 * A country's terms (generated/countries/<cc>.ts) are loaded by the pages that read them, one
 * country at a time (runtime/shared/i18n/country-terms.ts), never with the shell: the generated index
 * imports all four for `countryTerms`, which the browser does not call, and following that import
 * would put every country's terms into the shell chunk.
 */
const countryTermsModule = /\/generated\/countries\/(se|no|fi|dk)\.ts$/;

function firstLoadGroup(): (
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) => string | null {
  let shell: Set<string> | null = null;
  return (id, ctx) => {
    if (!shell) {
      shell = new Set();
      const queue = [...shellRoots];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (shell.has(next) || countryTermsModule.test(next)) continue;
        const info = ctx.getModuleInfo(next);
        if (!info) continue;
        shell.add(next);
        queue.push(...info.importedIds);
      }
    }
    // The entry's own code stays in the entry chunk: in a group chunk it would run as soon as
    // the root route module imports that chunk, before the page's inline script has set
    // window.__reactRouterRouteModules, and installRouteModuleGuard would find nothing to guard.
    if (!shell.has(id) || id === entryClient) return null;
    return id.includes('/node_modules/') ? 'lib' : 'shell';
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

/** Every module reachable from the roots: by static imports, and by import() too if asked. */
function reachable(roots: readonly string[], graph: ModuleGraph, dynamic: boolean): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (found.has(next)) continue;
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    found.add(next);
    queue.push(...info.importedIds);
    if (dynamic) queue.push(...info.dynamicallyImportedIds);
  }
  return found;
}

/**
 * The modules the logged-in layout and the home need before they draw (the query cache, the
 * customer's data and messages, the home's lists): one chunk rather than some twenty, each
 * compressed on its own and each importing the others by name (issue 6 budget: 170 KB on the
 * logged-in home; the chunk is some 16 KB gzip, within the 20 KB of any chunk after a public
 * page's first load). Only what no public page, layout or the shell can reach, even by import():
 * a logged-in visitor's public page fetching the API client must not fetch the logged-in area's
 * code with it. A group takes along what its modules import, so the modules the layout shares
 * with the public side (the API client, the code tables, the brands, the formats) are first given
 * a group of their own (`shared`, the chunk `app-shared`). They had a chunk each, for the public
 * pages that hydrated to take only theirs; none does now (every public page leaves out the
 * framework, docs/decisions/0024, and its islands are a build of their own), and on the logged-in
 * home eight chunks of a kilobyte were eight requests, six at a time on HTTP/1.1, before the
 * first draw.
 */
function loggedInGroups(): {
  shared: (id: string, ctx: ModuleGraph) => string | null;
  own: (id: string, ctx: ModuleGraph) => string | null;
} {
  let sets: { own: Set<string>; shared: Set<string> } | null = null;
  const setsOf = (ctx: ModuleGraph) => {
    if (sets) return sets;
    const pages = readdirSync(runtimeDir + 'routes/pages').filter(
      (file) => !file.startsWith('app'),
    );
    const layouts = readdirSync(runtimeDir + 'routes/layouts').filter(
      (file) => file !== 'default-app.tsx',
    );
    const publicRoots = [
      ...shellRoots,
      ...pages.map((file) => `${runtimeDir}routes/pages/${file}`),
      ...layouts.map((file) => `${runtimeDir}routes/layouts/${file}`),
    ];
    const publicModules = reachable(publicRoots, ctx, true);
    const shell = reachable(shellRoots, ctx, false);
    // The home's own modules too: it is the first page of nearly every visit, and the overviews
    // draw with the same lists.
    const layout = reachable(
      [`${runtimeDir}routes/layouts/default-app.tsx`, `${runtimeDir}routes/pages/app.tsx`],
      ctx,
      false,
    );
    const candidates = [...layout].filter(
      (id) =>
        !shell.has(id) &&
        !countryTermsModule.test(id) &&
        !textPartId.test(id) &&
        !notCalledByTheHome.test(id),
    );
    sets = {
      own: new Set(candidates.filter((id) => !publicModules.has(id))),
      shared: new Set(candidates.filter((id) => publicModules.has(id))),
    };
    return sets;
  };
  return {
    shared: (id, ctx) => (setsOf(ctx).shared.has(id) ? 'app-shared' : null),
    own: (id, ctx) => (setsOf(ctx).own.has(id) ? 'logged-in' : null),
  };
}

/**
 * Modules the logged-in layout and the home reach only through a library's index, which imports
 * everything it exports, and never call: TanStack Query's mutations (useMutation and its
 * observer, which the profile pages' forms use). In the logged-in group they were part of the
 * home's first load (about 0.6 KB gzip, issue 18); left out, they go with the pages that use them.
 */
const notCalledByTheHome =
  /\/node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$/;

const loggedIn = loggedInGroups();

/** Route modules (pages, layouts, the root and the country route), by their file. */
const routeModule = new RegExp(
  `^${runtimeDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(routes/|root\\.tsx)`,
);

/**
 * Chunk file names. Each part of each language's texts (imported only with import()) is named by
 * language and part, for the benchmark; route modules and the two first-load groups keep their
 * names (the e2e chunk-failure test and a reader of the build find a page's chunk by its name).
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
                  name: (id) => `terms-${countryTermsModule.exec(id)?.[1] ?? ''}`,
                  test: countryTermsModule,
                  priority: 2,
                },
                { name: firstLoadGroup(), priority: 1 },
                // The same priority: the shared modules are taken first, by the order.
                { name: loggedIn.shared, priority: 0 },
                { name: loggedIn.own, priority: 0 },
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
