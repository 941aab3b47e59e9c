import { useMemo } from 'react';
import { Outlet, useLocation, type MiddlewareFunction } from 'react-router';
import { countryTerms } from '../generated/countries/index.js';
import { catalogueOf, countryOfPath, ensurePageTexts } from './i18n/catalogue.js';
import { CountryContext } from './i18n/country-context.js';
import { TextsProvider } from './i18n/texts.js';
import { Providers } from './providers.js';
import { checkRouteParams } from './routing/params.js';

/** Before another page is drawn, the parts of the texts it draws with (i18n/text-parts.ts). */
const loadPageTexts: MiddlewareFunction = async ({ url }) => {
  await ensurePageTexts(url.pathname);
};

// Every page's path is checked against its parameters' rules before it loads: a failure is a 404
// (spec 8), drawn by the error boundary. Then its texts are loaded.
export const clientMiddleware = [checkRouteParams, loadPageTexts];

// The root's boundary again, so an error in a page is drawn below the root: the document (root's
// Layout) stays as it is instead of being drawn anew around the error.
export { ErrorBoundary } from './errors/boundary.js';

/**
 * The root of one country's site (`/se`, `/no`, ...): its texts and its terms for every page
 * below. The texts are loaded before the first draw (see i18n/catalogue.ts); moving to another
 * country is a full page load, so they are always there.
 */
export default function Country() {
  const country = countryOfPath(useLocation().pathname);
  const terms = countryTerms(country);
  const value = useMemo(() => ({ country, terms }), [country, terms]);
  return (
    <TextsProvider catalogue={catalogueOf(country)} languageTag={terms.languageTag}>
      <CountryContext.Provider value={value}>
        <Providers>
          <Outlet />
        </Providers>
      </CountryContext.Provider>
    </TextsProvider>
  );
}
