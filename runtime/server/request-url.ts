/**
 * The request's URL, parsed once: the redirects, the same-origin check, the proxy, the rate
 * limits and the file handlers all read it, and parsing it in each was a share of every answer's
 * time (issue 18). Callers only read it.
 */
import type { Context } from 'hono';

const parsed = new WeakMap<Request, URL>();

export function urlOf(c: Context): URL {
  let url = parsed.get(c.req.raw);
  if (!url) {
    url = new URL(c.req.url);
    parsed.set(c.req.raw, url);
  }
  return url;
}
