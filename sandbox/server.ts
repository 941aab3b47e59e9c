import { serve, type ServerType } from '@hono/node-server';
import { createClock } from './clock.js';
import type { Database } from './db/database.js';
import { createSandboxApp } from './http/app.js';

export interface RunningSandbox {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the sandbox app on 127.0.0.1 (loopback only; it holds demo credentials). */
export function listen(
  db: Database,
  port: number,
  validateAnswers: boolean,
  cacheReads = true,
  appOrigin: string | null = null,
): Promise<RunningSandbox> {
  const app = createSandboxApp({
    db,
    clock: createClock(db),
    validateAnswers,
    cacheReads,
    appOrigin,
  });
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
          }),
      });
    });
  });
}
