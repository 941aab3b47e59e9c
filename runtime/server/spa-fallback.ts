/**
 * The SPA fallback (build/client/index.html) as the web server answers it for one page: the
 * build writes one file for every page that is not prerendered (the logged-in area, the preview,
 * a not-found page), in no country's language and naming only the entry's modules. Served as it
 * is, a logged-in page of Finland declared itself Swedish (`<html lang="sv">`: a screen reader
 * reads Finnish with a Swedish voice; React keeps a hydrated attribute as the server wrote it),
 * and the browser found the page's modules one route level at a time (the entry, then the router
 * asks for the country route, the layout, the page, then their imports), a round trip each on a
 * phone's network.
 *
 * Here the page gets its country's language and, in its head, a `<link>` for each module and
 * style of its route and the routes around it (routing/route-assets.ts, the hints the links of
 * the app give in idle time), for the parts of its texts (i18n/text-parts.ts) and for the
 * country's terms when the page reads them (i18n/country-terms.ts), so the browser
 * fetches them all alongside the entry. A logged-in page's first-draw API reads
 * (app/data/first-draw-reads.ts) are named too, when the request carries the logged-in signal:
 * the browser reads them with the session cookie as the page would, and hands each answer to
 * the page's own request (the token stays in the cookie; nothing of the answer is in the HTML). Only `<link>` elements are added, outside what React
 * hydrates (it leaves unknown elements of the head alone), and no script. The one script changed
 * is the bootstrap's import of the route manifest, which becomes the country's part of it
 * (routing/manifest-module.ts); the page's CSP hashes are taken from the page as it is answered.
 */
import { parse } from 'hono/utils/cookie';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { ROUTES, type RouteName } from '../../generated/routes/table.js';
import { firstDrawReadPaths } from '../shared/api/first-draw-reads.js';
import { partsOfRoute } from '../shared/i18n/text-parts.js';
import { termsNeededBy } from '../shared/i18n/terms-pages.js';
import { messagesAllowed } from '../shared/global-messages/messages-cookie.js';
import { sessionConfig } from './config.js';
import { manifestHrefIn } from '../shared/routing/manifest-module.js';
import { prefetchHints, type ManifestRoute } from '../shared/routing/route-assets.js';
import { routerIdOf } from '../shared/routing/step-pages.js';

export interface FallbackAssets {
  /** React Router's manifest routes, by route id (`app__se`). */
  readonly routes: Readonly<Record<string, ManifestRoute | undefined>>;
  /** The text chunk of a language's part (`/assets/texts-sv-core-<hash>.js`), if built. */
  textChunk(locale: string, part: string): string | null;
  /** The chunk of a country's terms (`/assets/terms-se-<hash>.js`), if built. */
  termsChunk(country: CountryCode): string | null;
  /** The country's part of the route manifest (routing/manifest-module.ts), if built. */
  countryManifest(country: CountryCode): string | null;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link>` elements a page's fallback gets, without those the file already has. */
export function preloadLinks(
  html: string,
  country: CountryCode,
  route: RouteName | null,
  assets: FallbackAssets,
): string[] {
  const present = new Set(
    [...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]),
  );
  const links: string[] = [];
  const add = (href: string, element: string) => {
    // The shell's stylesheet is named with a trailing `#` in the manifest (React Router's cache
    // key), without it in the file's own link: either spelling is the same file.
    const bare = href.replace(/#$/, '');
    if (present.has(href) || present.has(bare) || present.has(`${bare}#`)) return;
    present.add(href);
    links.push(element);
  };
  if (route !== null) {
    // Nothing is loaded yet: every module of the page's route chain is wanted.
    const hints = prefetchHints(assets.routes, routerIdOf(route, country), '', () => false);
    for (const hint of hints) {
      const href = escapeAttribute(hint.href);
      if (hint.rel === 'modulepreload')
        add(hint.href, `<link rel="modulepreload" href="${href}"/>`);
      else if (hint.as === 'style')
        add(hint.href, `<link rel="preload" as="style" href="${href}"/>`);
      // Data hints (`.data`) belong to prerendered pages, which are not served from here.
    }
  }
  const locale = countryLocale[country];
  const chunks = partsOfRoute(route).map((part) => assets.textChunk(locale, part));
  // The pages that read the country's terms before they are drawn (i18n/terms-pages.ts).
  if (termsNeededBy(route)) chunks.push(assets.termsChunk(country));
  for (const chunk of chunks)
    if (chunk) add(chunk, `<link rel="modulepreload" href="${escapeAttribute(chunk)}"/>`);
  return links;
}

/**
 * The API paths the page reads before its first draw, if the browser is logged in (the signal
 * cookie, server/cookie-session.ts) and the page is one of the default-app layout, whose loader
 * reads them (layouts/default-app.tsx). A forged signal costs its sender a 401, nothing more.
 */
export function firstDrawReads(
  country: CountryCode,
  route: RouteName | null,
  cookie: string | undefined,
): string[] {
  if (route === null || ROUTES[route].layout !== 'default-app') return [];
  const { signalCookie } = sessionConfig;
  if (cookie === undefined || parse(cookie, signalCookie)[signalCookie] !== '1') return [];
  return firstDrawReadPaths(country, messagesAllowed(cookie));
}

/** The fallback's HTML for a page of `country` whose route is `route` (null: none matched). */
export function spaFallbackHtml(
  html: string,
  country: CountryCode,
  route: RouteName | null,
  assets: FallbackAssets,
  reads: readonly string[] = [],
): string {
  // The country's part of the route manifest, not every country's (routing/manifest-module.ts).
  const whole = manifestHrefIn(html);
  const own = assets.countryManifest(country);
  const ofCountry = whole !== null && own !== null ? html.replaceAll(whole, own) : html;
  const withLang = ofCountry.replace(/<html\b[^>]*>/, (tag) =>
    /\blang="[^"]*"/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, `lang="${countryLocale[country]}"`)
      : tag.replace(/^<html\b/, `<html lang="${countryLocale[country]}"`),
  );
  const cssFirst = stylesheetsFirst(withLang);
  const links = [
    // First: the answers take longest to come (the API behind the proxy), and the page's code
    // waits for them before it draws. `crossorigin` makes the preload a CORS-mode, same-origin
    // credentials request, as the page's fetch() is, so the browser matches the two.
    ...reads.map(
      (path) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(path)}"/>`,
    ),
    ...preloadLinks(withLang, country, route, assets),
  ];
  if (links.length === 0) return cssFirst;
  const at = cssFirst.indexOf('</head>');
  return at < 0 ? cssFirst : `${cssFirst.slice(0, at)}${links.join('')}${cssFirst.slice(at)}`;
}

/**
 * The fallback with its stylesheets before its module preloads. React Router writes the
 * modules' `<link>`s first, and the browser asks for what a page's head names in its order, a
 * few at a time per server on HTTP/1.1: the stylesheet, the one thing the first paint waits for,
 * came after the 90 KB of the framework's modules, and the logo of the starting frame
 * (root.tsx HydrateFallback) was drawn only when they were in (Lighthouse's first contentful
 * paint of the logged-in home: 1.9 s; with the stylesheet first, 1.1 to 1.2 s). React finds the
 * stylesheet by its href wherever it is in the head, and the preloads are hoisted resources it
 * does not place, so hydration sees the same head.
 */
export function stylesheetsFirst(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  const sheets = head.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  let rest = head;
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  const first = rest.search(/<link\b[^>]*\brel="modulepreload"/);
  if (sheets.length === 0 || first < 0) return html;
  return `${rest.slice(0, first)}${sheets.join('')}${rest.slice(first)}${html.slice(end)}`;
}
