/**
 * The app's pages in preview mode: Vite's dev server inside the preview's own HTTP server
 * (middleware mode), with React Router's request handler drawing each page from the current
 * generated/ (docs/decisions/0020-the-preview-runs-the-dev-server.md). A regenerated module
 * reloads the open page in place (same path, scroll kept by the router); Vite's HMR socket
 * shares the server's port. An edit of the app's code (runtime/) needs a restart.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';

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

export async function startDevPages(root: string, server: Server): Promise<DevPages> {
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    // Its own cache: a `react-router dev` of the same checkout keeps node_modules/.vite.
    cacheDir: join(root, '.data', 'vite-preview'),
    appType: 'custom',
    // No file watcher of its own: the preview tells it what it wrote (`changed`), which is all
    // that changes while staff edit the sources, and a machine short of file watches (inotify)
    // would have it miss a change without a word.
    server: { middlewareMode: true, hmr: { server }, watch: null },
    logLevel: 'warn',
  });
  const ssr = vite.environments['ssr'];
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('the dev server has no runnable server environment');
  const staticDir = join(root, 'runtime', 'static');
  return {
    vite,
    async render(request) {
      const build = (await ssr.runner.import(serverBuildId)) as ServerBuild;
      return createRequestHandler(build, 'development')(request);
    },
    changed: (files) => {
      for (const file of files) vite.watcher.emit('change', file);
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
