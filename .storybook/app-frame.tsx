/**
 * Draws a story the way the app draws a page: a memory router whose route ids follow
 * runtime/routes.ts (`<name>__<country>`), the app's own country route (runtime/routes/country.tsx: the
 * texts, the terms and the app-wide providers), and the story in place of the page's layout.
 * Components read the current route through useMatches, which needs a data router, hence
 * createMemoryRouter rather than <MemoryRouter>.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { countryTerms, type CountryCode } from '../generated/countries/index.js';
import type { MessageId } from '../generated/messages/index.js';
import { ROUTES, type RouteName } from '../generated/routes/table.js';
import Country from '../runtime/routes/country.js';
import { provideTerms } from '../runtime/shared/i18n/country-terms.js';
import { useTexts } from '../runtime/shared/i18n/texts.js';
import { useCurrentRoute } from '../runtime/shared/routing/current-route.js';

export interface ShellParameters {
  /** The page route the story is shown on (default home): the header, menu and footer read it. */
  readonly route?: RouteName;
  /** The path after `/<country>`, for routes with parameters (default: the route's own path). */
  readonly path?: string;
}

// The story's element, through context: the router is made once per story and country, while
// the element changes with every args change.
const StoryContent = createContext<ReactNode>(null);

function StoryRoute() {
  return <>{useContext(StoryContent)}</>;
}

/** Stands in for the page inside a layout: the page's title, as its <h1> would be. */
function PagePlaceholder() {
  const t = useTexts();
  const { name } = useCurrentRoute();
  return (
    <div className="story-page">
      <h1>{name ? t(ROUTES[name].titleMessageId as MessageId) : ''}</h1>
    </div>
  );
}

/** Where a link in a story leads: the story stays, and the page area names the path. */
function Elsewhere() {
  const { pathname } = useLocation();
  return (
    <div className="story-page">
      <p>
        <code>{pathname}</code>
      </p>
    </div>
  );
}

export function storyPath(country: CountryCode, shell: ShellParameters = {}): string {
  const rest = shell.path ?? `/${ROUTES[shell.route ?? 'home'].path}`;
  return `/${country}${rest === '/' ? '' : rest}`;
}

function routesOf(country: CountryCode, route: RouteName, path: string): RouteObject[] {
  // The app loads a country's terms before drawing a page that reads them; a story has them.
  provideTerms(countryTerms(country));
  const below = path.slice(country.length + 2);
  const page: RouteObject = below
    ? { id: `${route}__${country}`, path: below, Component: PagePlaceholder }
    : { id: `${route}__${country}`, index: true, Component: PagePlaceholder };
  return [
    {
      id: `country__${country}`,
      path: `/${country}`,
      Component: Country,
      children: [
        {
          id: `story__${country}`,
          Component: StoryRoute,
          children: [page, { id: `elsewhere__${country}`, path: '*', Component: Elsewhere }],
        },
      ],
    },
    { id: 'elsewhere', path: '*', Component: Elsewhere },
  ];
}

export function AppFrame({
  country,
  shell = {},
  children,
}: {
  country: CountryCode;
  shell?: ShellParameters;
  children: ReactNode;
}) {
  const route = shell.route ?? 'home';
  const path = storyPath(country, shell);
  const router = useMemo(
    () => createMemoryRouter(routesOf(country, route, path), { initialEntries: [path] }),
    [country, route, path],
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}
