/**
 * Renders a page component to HTML with its loader data, in a country's texts and terms, inside a
 * router at the page's path, as the prerender draws it.
 */
import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { countryTerms, type CountryCode } from '../../../../generated/countries/index.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { CountryContext } from '../../../../runtime/shared/i18n/country-context.js';
import { TextsProvider } from '../../../../runtime/shared/i18n/texts.js';

export async function renderPage(
  country: CountryCode,
  path: string,
  Component: ComponentType,
  data?: unknown,
): Promise<string> {
  await ensureCatalogue(country);
  const terms = countryTerms(country);
  const Page = () =>
    h(TextsProvider, {
      catalogue: catalogueOf(country),
      languageTag: terms.languageTag,
      children: h(CountryContext.Provider, { value: { country, terms } }, h(Component)),
    });
  const Stub = createRoutesStub([
    { id: 'page', path, Component: Page, loader: () => data ?? null },
  ]);
  return renderToString(
    h(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: data ?? null } } }),
  );
}

export { count, loaderArgs, textOf } from '../public/render.js';
