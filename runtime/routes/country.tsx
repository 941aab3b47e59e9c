import { useMemo } from 'react';
import { Outlet, useLocation, type MiddlewareFunction } from 'react-router';
import { countryLanguageTag } from '../../generated/countries/index.js';
import { catalogueOf, ensurePageTexts } from '../shared/i18n/catalogue.js';
import { countryOfPath } from '../shared/routing/route-of-path.js';
import { CountryContext, countryValue } from '../shared/i18n/country-context.js';
import { ensurePageTerms } from '../shared/i18n/country-terms.js';
import { TextsProvider } from '../shared/i18n/texts.js';
import { Providers } from '../shared/providers.js';
import { checkRouteParams } from '../shared/routing/params.js';

/**
 * Before another page is drawn, the parts of the texts it draws with (i18n/text-parts.ts) and,
 * for a page of the logged-in area, the country's terms (i18n/country-terms.ts).
 */
const loadPageTexts: MiddlewareFunction = async ({ url }) => {
  await Promise.all([ensurePageTexts(url.pathname), ensurePageTerms(url.pathname)]);
};

// Every page's path is checked against its parameters' rules before it loads: a failure is a 404
// (spec 8), drawn by the error boundary. Then its texts are loaded.
export const clientMiddleware = [checkRouteParams, loadPageTexts];

// The root's boundary again, so an error in a page is drawn below the root: the document (root's
// Layout) stays as it is instead of being drawn anew around the error.
export { ErrorBoundary } from '../shared/errors/boundary.js';

/**
 * The root of one country's site (`/se`, `/no`, ...): its texts and its terms for every page
 * below. The texts are loaded before the first draw (see i18n/catalogue.ts), the terms before the
 * first draw of a page that reads them (i18n/country-terms.ts); moving to another country is a
 * full page load, so they are always there.
 */
export default function Country() {
  const country = countryOfPath(useLocation().pathname);
  const value = useMemo(() => countryValue(country), [country]);
  return (
    <TextsProvider catalogue={catalogueOf(country)} languageTag={countryLanguageTag[country]}>
      <CountryContext.Provider value={value}>
        <Providers>
          <Outlet />
        </Providers>
      </CountryContext.Provider>
    </TextsProvider>
  );
}
