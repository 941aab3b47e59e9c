/**
 * Where product images come from (core §3 Order line: an image service, template with image id,
 * size and 1:1 aspect). The path is the brands' template (schema/brands.yaml); the origin is the
 * web server's configuration (IMAGE_ORIGIN, the sandbox by default), which the server names at
 * IMAGE_SERVICE_PATH and allows, alone, in the pages' img-src. Shared by the server and the app.
 */

/** Where the web server names the image service: `{ "origin": "https://..." }`. */
export const IMAGE_SERVICE_PATH = '/image-service';

/**
 * The origin of a configured image service address, or null when it is none: only http(s), and
 * only an origin (a path, query or credentials would not be what the policy allows).
 */
export function imageServiceOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}
