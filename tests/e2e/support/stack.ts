/**
 * The system under test: the sandbox API (in-memory PGlite, seeded) and the web server in front
 * of the build, pointed at it, both on 127.0.0.1 with free ports. Used by the e2e global setup and
 * by `npm run bench:web`.
 */
import { openDatabase } from '../../../sandbox/db/open.js';
import { seed } from '../../../sandbox/seed/seed.js';
import { listen } from '../../../sandbox/server.js';
import { startWebServer } from '../../../runtime/server/listen.js';
import type { RateLimits } from '../../../runtime/server/rate-limit.js';
import { clientDir } from './build.js';

/**
 * The rate limits of the e2e web servers, set for tests explicitly: the files log the same
 * personas in many times from 127.0.0.1, in parallel, far more often than a person would (the
 * defaults, runtime/server/config.ts, are tested in tests/server/rate-limit.test.ts).
 */
export const e2eRateLimits: RateLimits = {
  loginStart: {
    perClient: { limit: 100_000, windowMs: 60_000 },
    perCustomer: { limit: 100_000, windowMs: 60_000 },
  },
  moneyMoving: {
    perClient: { limit: 100_000, windowMs: 60_000 },
    perCustomer: { limit: 100_000, windowMs: 60_000 },
  },
};

export interface Stack {
  /** Origin of the web app, e.g. http://127.0.0.1:41234 */
  readonly webUrl: string;
  readonly apiUrl: string;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Serve the web app over HTTPS with this key and certificate (the Observatory script). */
  readonly tls?: { key: string; cert: string };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const db = await openDatabase({ dataDir: null });
  await seed(db);
  const api = await listen(db, 0, true);
  try {
    // Local, as runtime/server/main.ts runs it on a loopback host: the provider is told the app's
    // host (X-Source-Host), so the links it sends the browser back into the app by (the e-ID
    // broker's callback) name the app, not the sandbox.
    const server = await startWebServer({
      buildDir: clientDir,
      apiOrigin: api.url,
      port: 0,
      local: true,
      rateLimits: e2eRateLimits,
      ...(options.tls ? { tls: options.tls } : {}),
    });
    return {
      webUrl: server.url.replace(/\/$/, ''),
      apiUrl: api.url,
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
