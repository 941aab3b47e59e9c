/** Puts the web app on a port, on loopback unless told otherwise. */
import { createServer as createHttpsServer } from 'node:https';
import { serve, type ServerType } from '@hono/node-server';
import { createWebApp, type WebAppOptions } from './app.js';

export interface ListenOptions extends WebAppOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Serve HTTPS with this key and certificate (PEM); plain HTTP when unset. */
  tls?: { key: string; cert: string };
}

export interface RunningWebServer {
  readonly url: string;
  close(): Promise<void>;
}

export const defaultPort = 3000;

export function startWebServer(options: ListenOptions): Promise<RunningWebServer> {
  const { port = defaultPort, host = '127.0.0.1', tls, ...appOptions } = options;
  const scheme = tls ? 'https' : 'http';
  return new Promise((resolve, reject) => {
    // Inside the promise: a refusal to start (no SESSION_SECRET in production) is a rejection.
    // The app's public origin is this address unless one is configured; known once it listens.
    let listening: string | null = null;
    const app = createWebApp({ ...appOptions, listeningOrigin: () => listening });
    const tlsOptions = tls
      ? { createServer: createHttpsServer, serverOptions: { key: tls.key, cert: tls.cert } }
      : {};
    const server: ServerType = serve(
      { fetch: app.fetch, hostname: host, port, ...tlsOptions },
      (info) => {
        server.off('error', reject);
        const name = info.address.includes(':') ? `[${info.address}]` : info.address;
        listening = `${scheme}://${name}:${info.port}`;
        resolve({
          url: listening,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // Keep-alive connections would hold close() open until they time out.
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
