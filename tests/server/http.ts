/**
 * Raw HTTP requests for the server tests: node:http sends the path exactly as written (fetch
 * would normalise `//evil.com` or `%2F` away), and nothing is decompressed behind our back.
 */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  header(name: string): string | undefined;
}

export function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = res.headers;
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks),
            header: (name) => {
              const value = headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : value;
            },
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
