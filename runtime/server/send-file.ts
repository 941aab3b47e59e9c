/**
 * Answers with a file of the build: its content type, compressed when the browser takes it,
 * a per-encoding ETag (304 when unchanged), the page's own CSP for HTML, and either the
 * forever-cache of hashed assets or the no-store of everything else (set by the caller).
 */
import type { Context } from 'hono';
import { contentSecurityPolicy } from './csp.js';
import { isLoopbackHost } from './security-headers.js';
import { chooseEncoding, type StaticFile } from './static-files.js';

export const immutable = 'public, max-age=31536000, immutable';

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

export async function sendFile(
  c: Context,
  file: StaticFile,
  options: {
    cacheControl?: string;
    status?: number;
    headers?: Record<string, string>;
    /** Origins an HTML page may load scripts from besides its own (csp.ts). */
    scriptOrigins?: readonly string[];
    /** Origins an HTML page may load images from besides its own: the image service (csp.ts). */
    imageOrigins?: readonly string[];
  } = {},
): Promise<Response> {
  const encoding = file.compressible ? chooseEncoding(c.req.header('accept-encoding')) : null;
  const status = options.status ?? 200;
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers = new Headers({ 'Content-Type': file.type, ...options.headers });
  // Only a 200 is the file itself: a 404 that carries the app shell is not validated by it.
  if (status === 200) headers.set('ETag', etag);
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (options.cacheControl) headers.set('Cache-Control', options.cacheControl);
  if (file.hashes) {
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(
        file.hashes,
        !isLoopbackHost(c.req.header('host')),
        options.scriptOrigins,
        options.imageOrigins,
      ),
    );
  }
  if (status === 200 && matches(c.req.header('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = encoding ? await file.encoded(encoding) : file.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status,
    headers,
  });
}
