/**
 * The Tag Manager container (spec 4: tracking into `window.dataLayer`, the Tag Manager
 * convention). Whether there is one is the web server's setting (`TAG_MANAGER_ID`, e.g.
 * `GTM-ABC123`; docs/web-server.md): the server allows the container's origin, and nothing
 * else, in the pages' Content-Security-Policy (script-src, no `unsafe-inline`) and names the
 * container at `GET /tag-manager`. The page asks once the visitor has consented and loads the
 * container only if one is named. Without one nothing is loaded: the events still go into
 * `window.dataLayer`, where tests and a later container can read them.
 */

/** The container's origin: the one script origin the policy adds when a container is set. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Where the web server names the container: `{ "id": "GTM-..." }` or `{ "id": null }`. */
export const TAG_MANAGER_PATH = '/tag-manager';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Whether a value is a container id (`GTM-` and 4 to 12 capitals or digits). */
export function isContainerId(id: unknown): id is string {
  return typeof id === 'string' && CONTAINER_ID.test(id);
}

export function tagManagerScriptUrl(id: unknown): string | null {
  return isContainerId(id) ? `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}` : null;
}

/** The container the web server names, or null (none set, or the server could not say). */
async function configuredContainer(): Promise<string | null> {
  try {
    const answer = await fetch(TAG_MANAGER_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!answer.ok) return null;
    const { id } = (await answer.json()) as { id?: unknown };
    return isContainerId(id) ? id : null;
  } catch {
    return null;
  }
}

let loading: Promise<boolean> | null = null;

/**
 * Loads the configured container once per page (after consent; tracking/provider.tsx). Resolves
 * whether a container was added.
 */
export function loadTagManager(
  container: () => Promise<string | null> = configuredContainer,
): Promise<boolean> {
  loading ??= container().then((id) => {
    const src = tagManagerScriptUrl(id);
    if (!src) return false;
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
    return true;
  });
  return loading;
}
