/**
 * Renders a layout (or any shell element) to HTML inside a memory router whose route ids follow
 * runtime/routes.ts (`<name>__<country>`), with the country's texts and a chosen session.
 */
import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { countryTerms, type CountryCode } from '../../../../generated/countries/index.js';
import type { RouteName } from '../../../../generated/routes/table.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { CountryContext } from '../../../../runtime/shared/i18n/country-context.js';
import { TextsProvider } from '../../../../runtime/shared/i18n/texts.js';
import {
  LOGGED_OUT,
  SessionContext,
  type Session,
} from '../../../../runtime/shared/session/session.js';

export async function renderShell(
  country: CountryCode,
  Layout: ComponentType,
  options: { route?: RouteName; path?: string; session?: Session } = {},
): Promise<string> {
  await ensureCatalogue(country);
  const terms = countryTerms(country);
  const route = options.route ?? 'home';
  const path = options.path ?? `/${country}`;
  const Country = () =>
    h(TextsProvider, {
      catalogue: catalogueOf(country),
      languageTag: terms.languageTag,
      children: h(
        CountryContext.Provider,
        { value: { country, terms } },
        h(SessionContext.Provider, { value: options.session ?? LOGGED_OUT }, h(Outlet)),
      ),
    });
  const router = createMemoryRouter(
    [
      {
        id: `country__${country}`,
        path: `/${country}`,
        Component: Country,
        children: [
          {
            id: `layout__${country}`,
            Component: Layout,
            children: [
              {
                id: `${route}__${country}`,
                path: path.slice(country.length + 2) || undefined,
                index: path === `/${country}` ? true : undefined,
                Component: () => h('p', null, 'PAGE'),
              },
            ],
          },
        ],
      },
    ] as Parameters<typeof createMemoryRouter>[0],
    { initialEntries: [path] },
  );
  return renderToString(h(RouterProvider, { router }));
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

export const LOGGED_IN: Session = {
  loggedIn: true,
  user: {
    counts: {
      unreadNotifications: 3,
      pendingRefunds: 2,
      dueAccountsAndFreepartOrders: 1,
      kontoAccountsWithPpi: 2,
    },
    hasKontoAccountWithoutPpi: true,
    dueItem: { kind: 'konto', brand: 'fjallmode' },
    insuredBrand: null,
  },
};
