/**
 * The system under test: the sandbox API (in-memory PGlite, seeded) and the web server in front
 * of the build, pointed at it, both on 127.0.0.1 with free ports. Used by the e2e global setup and
 * by `npm run bench:web`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../../sandbox/db/open.js';
import { seed } from '../../../sandbox/seed/seed.js';
import { listen } from '../../../sandbox/server.js';
import { clientDir, repoRoot } from './build.js';
import { startStaticServer } from './static-server.js';

export interface RunningWebServer {
  readonly url: string;
  close(): Promise<void>;
}

/** The web server's entry point: runtime/server/listen.ts (buildDir is the client build). */
type StartWebServer = (options: {
  buildDir: string;
  apiOrigin: string;
  port: number;
  local?: boolean;
}) => Promise<RunningWebServer>;

export interface Stack {
  /** Origin of the web app, e.g. http://127.0.0.1:41234 */
  readonly webUrl: string;
  readonly apiUrl: string;
  /** False while the temporary static server stands in for the real one. */
  readonly realWebServer: boolean;
  close(): Promise<void>;
}

const webServerModule = join(repoRoot, 'runtime/server/listen.ts');

async function startWeb(apiOrigin: string): Promise<{ server: RunningWebServer; real: boolean }> {
  if (!existsSync(webServerModule))
    return { server: await startStaticServer(clientDir), real: false };
  // Imported by path so this file compiles before the web server exists.
  const module = (await import(/* @vite-ignore */ pathToFileURL(webServerModule).href)) as {
    startWebServer: StartWebServer;
  };
  return {
    // Local, as runtime/server/main.ts runs it on a loopback host: the provider is told the app's
    // host (X-Source-Host), so the links it sends the browser back into the app by (the e-ID
    // broker's callback) name the app, not the sandbox.
    server: await module.startWebServer({ buildDir: clientDir, apiOrigin, port: 0, local: true }),
    real: true,
  };
}

export async function startStack(): Promise<Stack> {
  const db = await openDatabase({ dataDir: null });
  await seed(db);
  const api = await listen(db, 0, true);
  try {
    const { server, real } = await startWeb(api.url);
    return {
      webUrl: server.url.replace(/\/$/, ''),
      apiUrl: api.url,
      realWebServer: real,
      async close() {
        await server.close();
        await api.close();
        await db.close();
      },
    };
  } catch (error) {
    await api.close();
    await db.close();
    throw error;
  }
}
