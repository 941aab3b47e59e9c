/**
 * The app's pages in preview mode: Vite's dev server inside the preview's own HTTP server
 * (middleware mode), with React Router's request handler drawing each page from the current
 * generated/ (docs/decisions/0020-the-preview-runs-the-dev-server.md). A regeneration reloads
 * the open page in place (same path, scroll kept by the router); Vite's HMR socket
 * shares the server's port. An edit of the app's code (runtime/) needs a restart.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';

export interface DevPages {
  readonly vite: ViteDevServer;
  /** Draws a page, its data or the route manifest, as `react-router dev` does. */
  render(request: Request): Promise<Response>;
  /** Tells the dev server of files the preview wrote: it reloads the pages that use them. */
  changed(files: readonly string[]): void;
  /** Whether Vite answers a path: the modules it serves and the files of runtime/static. */
  serves(pathname: string): boolean;
  close(): Promise<void>;
}

const serverBuildId = 'virtual:react-router/server-build';

/**
 * No file watcher in the dev server: the preview tells it what it wrote (`changed`), which is all
 * that changes while staff edit the sources. A watcher would see generated/ change, and since
 * vite.config.ts reads generated files at start (the content review's map of texts), restart the
 * whole server at every edit; on a machine short of file watches (inotify) it would also miss
 * changes without a word. `server.watch: null` in createServer's options is dropped when Vite
 * merges them with the config file (it skips null values), so it is set after the merge.
 */
function noFileWatcher(): Plugin {
  return {
    name: 'selfservice:preview-no-file-watcher',
    config(config) {
      config.server = { ...config.server, watch: null };
    },
  };
}

export async function startDevPages(root: string, server: Server): Promise<DevPages> {
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    // Its own cache: a `react-router dev` of the same checkout keeps node_modules/.vite.
    cacheDir: join(root, '.data', 'vite-preview'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
    plugins: [noFileWatcher()],
    logLevel: 'warn',
  });
  const ssr = vite.environments['ssr'];
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('the dev server has no runnable server environment');
  const staticDir = join(root, 'runtime', 'static');
  /** The server's modules are run afresh by the next page drawn after a change. */
  let stale = false;
  return {
    vite,
    async render(request) {
      if (stale) {
        stale = false;
        ssr.runner.clearCache();
      }
      const build = (await ssr.runner.import(serverBuildId)) as ServerBuild;
      return createRequestHandler(build, 'development')(request);
    },
    changed: (files) => {
      if (files.length === 0) return;
      // Not through a watcher event: a change of a file vite.config.ts read at start (generated/
      // holds some) makes Vite restart the whole server, failing the requests under way. The
      // modules built from the files are dropped instead, in the browser's and the server's graph.
      for (const environment of Object.values(vite.environments)) {
        for (const file of files) {
          for (const module of environment.moduleGraph.getModulesByFile(file) ?? [])
            environment.moduleGraph.invalidateModule(module);
        }
      }
      // What the preview writes is data (terms, texts), and much of it reaches the page only
      // through the server: the texts of a public page come with its loader's data. The server's
      // modules start afresh with the next page drawn (the texts loaded so far are module state),
      // and the open page is drawn again at the same address; the router restores the scroll.
      stale = true;
      vite.environments['client']?.hot.send({ type: 'full-reload' });
    },
    serves: (pathname) =>
      /^\/(@|runtime\/|generated\/|node_modules\/|\.data\/vite-preview\/)/.test(pathname) ||
      (pathname.lastIndexOf('/') === 0 && existsSync(join(staticDir, pathname.slice(1)))),
    close: () => vite.close(),
  };
}

/** Vite's answer to a request, or `otherwise` when it has none. */
export function viteAnswer(
  dev: DevPages,
  request: IncomingMessage,
  response: ServerResponse,
  otherwise: () => void,
): void {
  dev.vite.middlewares(request, response, otherwise);
}
