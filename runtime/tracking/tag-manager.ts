/**
 * Loads the Tag Manager container when one is configured (`VITE_TAG_MANAGER_ID` at build time,
 * e.g. `GTM-ABC123`) and the visitor has consented. Without it nothing is loaded: the events
 * still go into `window.dataLayer`, where tests and a later container can read them. The
 * container's origin must then be allowed by the Content-Security-Policy's script-src.
 */
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

export function tagManagerScriptUrl(id: string | undefined): string | null {
  return id && CONTAINER_ID.test(id)
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
    : null;
}

let loaded = false;

export function loadTagManager(id: string | undefined = import.meta.env.VITE_TAG_MANAGER_ID): void {
  const src = tagManagerScriptUrl(id);
  if (!src || loaded) return;
  loaded = true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
