import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const runtimeDir = fileURLToPath(new URL('./runtime/', import.meta.url));

/**
 * The modules every public page needs before it hydrates: the client entry, the root, the
 * country route and the public layout, and all they import statically. Without a rule, Rolldown
 * cuts them into some thirty small chunks by who shares them, and each compresses on its own;
 * two chunks (the libraries, the app's shell) are about 5 KB gzip smaller on the first load
 * (issue 4 budget: 140 KB). Whatever is imported with import() (texts, page chunks, lazy parts)
 * is not reached, so it keeps a chunk of its own.
 */
const shellRoots = ['entry.client.tsx', 'root.tsx', 'country.tsx', 'layouts/public.tsx'].map(
  (file) => runtimeDir + file,
);

const entryClient = runtimeDir + 'entry.client.tsx';

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
        if (shell.has(next)) continue;
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

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadGroup() }] } } },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
