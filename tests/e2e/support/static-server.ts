/**
 * TEMPORARY stand-in for the web server (runtime/server/listen.ts) while it is being written:
 * serves build/client as files, the prerendered page of a path, the root redirect and the SPA
 * fallback with 404 for unknown paths. It applies no security headers on purpose, so the header
 * checks are skipped rather than passing against a fake. Delete once the web server has landed.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { RunningWebServer } from './stack.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function fileFor(clientDir: string, pathname: string): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(clientDir, clean), join(clientDir, clean, 'index.html')]) {
    if (candidate.startsWith(clientDir) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

export function startStaticServer(clientDir: string): Promise<RunningWebServer> {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/') {
      response.writeHead(302, { location: '/se' }).end();
      return;
    }
    const file = fileFor(clientDir, pathname);
    const status = file ? 200 : 404;
    const served = file ?? join(clientDir, 'index.html');
    response.writeHead(status, {
      'content-type': types[extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
