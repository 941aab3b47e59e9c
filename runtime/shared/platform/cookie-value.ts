/**
 * One cookie's value in `document.cookie` (or a Cookie header), for the page's few readable
 * cookies. The web server reads its cookies with `hono/cookie`; its parser is not used here
 * because it would add a third of a kilobyte (gzipped) to every page's first load, for values
 * (`1`, `false`) that need neither its decoding nor its validation.
 */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    // The first of a name wins, as with hono/cookie and the browser's own order.
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
