/**
 * The module the preview server adds to every page of the app in preview mode; the production
 * build has no trace of it. It draws the toolbar once the page has loaded: by then the app has
 * taken over its document (hydration meets its own markup) and React Refresh's runtime, which
 * the dev modules of components need, is installed by the page's own scripts.
 */
const mount = () => void import('./toolbar-view.js').then((view) => view.mountToolbar());
if (document.readyState === 'complete') mount();
else window.addEventListener('load', mount, { once: true });
