/**
 * Every page of a country for the admin page: the route table's routes of the country, public
 * (no login, or guest) and logged in, each with the address to open. A brand in the path is the
 * own brand's; a page whose address needs a customer's id (a purchase, an invoice) or a step of
 * a flow has no address of its own to open, and is listed without a link.
 */
import { type CountryCode } from '../../../generated/countries/index.js';
import { ownBrand } from '../../../generated/own-brand.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';

export interface ListedPage {
  readonly name: RouteName;
  readonly path: string;
  /** The address to open, or null when the path needs a customer's own id. */
  readonly href: string | null;
  readonly titleMessageId: string;
}

export interface CountryPages {
  readonly public: readonly ListedPage[];
  readonly loggedIn: readonly ListedPage[];
}

/** The address of a path with its parameters filled where one is known; null otherwise. */
export function pageHref(country: CountryCode, path: string): string | null {
  if (path.includes('/steps/')) return null;
  const segments = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      if (segment.endsWith('?')) return [];
      return segment === ':brand' ? [ownBrand] : [null];
    });
  if (segments.includes(null)) return null;
  return ['', country, ...segments].join('/');
}

export function countryPages(country: CountryCode): CountryPages {
  const pages = (Object.keys(ROUTES) as RouteName[])
    .filter((name) => (ROUTES[name].countries as readonly string[]).includes(country))
    .map((name) => {
      const route = ROUTES[name];
      return {
        name,
        path: `/${country}${route.path ? `/${route.path}` : ''}`,
        href: pageHref(country, route.path),
        titleMessageId: route.titleMessageId,
        access: route.access,
      };
    });
  const listed = ({ access: _access, ...page }: (typeof pages)[number]): ListedPage => page;
  return {
    public: pages.filter((page) => page.access !== 'auth').map(listed),
    loggedIn: pages.filter((page) => page.access === 'auth').map(listed),
  };
}
