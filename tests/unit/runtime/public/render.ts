/**
 * Renders a public page's view to HTML with the country's texts and terms and the overlays, as
 * the root and the country root provide them, inside a router at the page's path (views take their loader data as props).
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { countryTerms, type CountryCode } from '../../../../generated/countries/index.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { CountryContext } from '../../../../runtime/shared/i18n/country-context.js';
import { OverlayProvider } from '../../../../runtime/shared/overlays/provider.js';
import { TextsProvider } from '../../../../runtime/shared/i18n/texts.js';

export async function renderInCountry(
  country: CountryCode,
  node: () => ReactNode,
  path = `/${country}/page`,
): Promise<string> {
  await ensureCatalogue(country);
  const terms = countryTerms(country);
  const Page = () =>
    h(TextsProvider, {
      catalogue: catalogueOf(country),
      languageTag: terms.languageTag,
      // The root's overlays (a page's popups open there).
      children: h(
        CountryContext.Provider,
        { value: { country, terms } },
        h(OverlayProvider, null, node()),
      ),
    });
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToString(h(Stub, { initialEntries: [path] }));
}

/** Markup without tags, entities decoded and React's text separators gone, for text asserts. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');
}

/**
 * The arguments a loader gets while the build prerenders `path`: React Router asks for the page's
 * data (`/no.data` for the Norwegian home) and passes that request as it is.
 */
export const loaderArgs = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs =>
  // Only what the pages' loaders read; the build passes the rest.
  ({
    request: new Request(`http://localhost${path.endsWith('/') ? `${path}_` : path}.data`),
    url: new URL(`http://localhost${path}`),
    params,
    context: {},
  }) as unknown as LoaderFunctionArgs;

export const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
