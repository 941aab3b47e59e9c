/**
 * Files of the build, read once and kept in memory with their ETag, their compressed forms
 * (made on first request, brotli or gzip) and, for HTML, the hashes of their inline code. A
 * file changed on disk (a rebuild while the server runs) is read again, at most `recheckMs`
 * after the change: asking the disk on every request cost a `stat` per page (issue 18).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { serverConfig } from './config.js';
import { inlineHashes, type InlineHashes } from './csp.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  // React Router's prerendered loader data (turbo-stream), as its own server answers it.
  '.data': 'text/x-script; charset=utf-8',
};

export const contentTypeOf = (path: string): string =>
  contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';

const isText = (type: string): boolean =>
  /^text\/|^application\/(?:json|manifest\+json|xml)|^image\/svg\+xml/.test(type);

export type Encoding = 'br' | 'gzip';

export interface StaticFile {
  readonly path: string;
  readonly type: string;
  readonly body: Buffer;
  readonly etag: string;
  /** Whether compressing it is worth it (a text answer of some size). */
  readonly compressible: boolean;
  /** The hashes of its inline scripts and styles; only HTML has any. */
  readonly hashes: InlineHashes | null;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * Choices made so far per Accept-Encoding: browsers send a handful of forms, so parsing each
 * once saves it on every answer; a client sending endless forms only empties the list.
 */
const chosen = new Map<string, Encoding | null>();
const maxChosen = 64;

/** The encoding to answer with, from Accept-Encoding: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const key = acceptEncoding ?? '';
  const known = chosen.get(key);
  if (known !== undefined) return known;
  const choice = parseEncoding(key);
  if (chosen.size >= maxChosen) chosen.clear();
  chosen.set(key, choice);
  return choice;
}

function parseEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** How long a file found in memory is served before the disk is asked whether it changed. */
export const recheckMs = 1000;

interface Entry {
  /** When the disk last confirmed this version (by the clock of `staticFiles`). */
  checkedAt: number;
  mtimeMs: number;
  size: number;
  file: StaticFile;
}

/**
 * A file made from another at the same path (the SPA fallback as one page gets it): its own
 * ETag, compressed forms and inline hashes.
 */
export const derivedFile = (path: string, body: Buffer): StaticFile => makeFile(path, body);

function makeFile(path: string, body: Buffer): StaticFile {
  const type = contentTypeOf(path);
  const compressed = new Map<Encoding, Promise<Buffer>>();
  return {
    path,
    type,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    compressible: isText(type) && body.length >= serverConfig.minCompressBytes,
    hashes: type.startsWith('text/html') ? inlineHashes(body.toString('utf8')) : null,
    encoded(encoding) {
      let found = compressed.get(encoding);
      if (!found) {
        found =
          encoding === 'br'
            ? brotli(body, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipAsync(body, { level: 9 });
        compressed.set(encoding, found);
      }
      return found;
    },
  };
}

/**
 * Reads files under one folder, never outside it, caching each by path and modification time.
 * `now` is the clock of the recheck (performance.now() unless a test moves one).
 */
export function staticFiles(root: string, now: () => number = () => performance.now()) {
  const base = resolve(root);
  const cache = new Map<string, Entry>();
  return {
    root: base,
    /** The file at a path relative to the root (no leading slash), or null if there is none. */
    async get(relative: string): Promise<StaticFile | null> {
      if (relative.includes('\0')) return null;
      const path = resolve(base, relative);
      if (path !== base && !path.startsWith(base + sep)) return null;
      const known = cache.get(path);
      if (known && now() - known.checkedAt < recheckMs) return known.file;
      let info;
      try {
        info = await stat(path);
      } catch {
        cache.delete(path);
        return null;
      }
      if (!info.isFile()) {
        cache.delete(path);
        return null;
      }
      const checkedAt = now();
      const cached = cache.get(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
        cached.checkedAt = checkedAt;
        return cached.file;
      }
      const file = makeFile(path, await readFile(path));
      cache.set(path, { checkedAt, mtimeMs: info.mtimeMs, size: info.size, file });
      return file;
    },
  };
}

export type StaticFiles = ReturnType<typeof staticFiles>;
