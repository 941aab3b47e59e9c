/**
 * What the Observatory's retriever asks a site, made with Node's own clients (rules.ts grades
 * it): the page with the HTML Accept header, following redirects and keeping every cookie set on
 * the way; robots.txt for more cookies; a CORS preflight from another origin; and the same host
 * and port over plain HTTP. `ca` is the certificate to trust (a self-signed one of our own).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Scan } from './rules.js';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function ask(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; ca?: string },
): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.ca ? { ca: options.ca } : {}),
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url.href} did not answer in time`)));
    req.on('error', reject);
    req.end();
  });
}

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const headerMap = (headers: IncomingHttpHeaders): Map<string, string> =>
  new Map(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

const cookiesOf = (headers: IncomingHttpHeaders): string[] => headers['set-cookie'] ?? [];

export async function scanSite(start: URL, ca?: string): Promise<Scan> {
  const setCookies: string[] = [];
  let url = start;
  let answer = await ask(url, { headers: { accept: html }, ca });
  setCookies.push(...cookiesOf(answer.headers));
  for (let hops = 0; answer.status >= 300 && answer.status < 400 && hops < 10; hops += 1) {
    const location = answer.headers.location;
    if (!location) break;
    url = new URL(location, url);
    answer = await ask(url, { headers: { accept: html }, ca });
    setCookies.push(...cookiesOf(answer.headers));
  }
  const robots = await ask(new URL('/robots.txt', url), {
    headers: { accept: 'text/plain,*/*;q=0.8' },
    ca,
  });
  setCookies.push(...cookiesOf(robots.headers));
  const cors = await ask(url, {
    method: 'OPTIONS',
    headers: {
      'access-control-request-method': 'GET',
      origin: 'https://http-observatory.security.mozilla.org',
    },
    ca,
  });
  const plain = new URL(url);
  plain.protocol = 'http:';
  const http = await ask(plain, { headers: { accept: html } }).then(
    (a) => ({ status: a.status, location: a.headers.location ?? null }),
    () => null,
  );
  return {
    url,
    status: answer.status,
    headers: headerMap(answer.headers),
    setCookies,
    html: answer.body,
    http: url.protocol === 'https:' ? http : { status: answer.status, location: null },
    cors: headerMap(cors.headers),
  };
}
