import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installRouteModuleGuard } from './shared/errors/chunk-reload.js';
import { ensurePageTexts } from './shared/i18n/catalogue.js';
import { ensurePageTerms } from './shared/i18n/country-terms.js';
import { keepCountryRoutes } from './shared/routing/manifest.js';

// Before the router exists: a page chunk that fails to load reloads at most once per 60 s, and a
// failed prefetch not at all, instead of React Router's reload on every failure.
installRouteModuleGuard();
// The router gets the routes of the page's country only (routing/manifest.ts).
keepCountryRoutes(window.location.pathname);

// The prerendered page is already on screen; its texts (the parts its route draws with,
// i18n/text-parts.ts) load before React takes it over, so the first client render matches the
// HTML exactly. A page of the logged-in area loads its country's terms too (a public page reads
// none: i18n/country-terms.ts).
await Promise.all([
  ensurePageTexts(window.location.pathname),
  ensurePageTerms(window.location.pathname),
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
