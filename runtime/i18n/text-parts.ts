/**
 * A language's texts come in parts, so a public page loads before it hydrates only the texts it
 * can draw (issue 4 budget: 140 KB of JavaScript on first load). Without parts every page would
 * carry the texts of every page, login and flow, growing with each page the app gets.
 *
 * `core` is every text no rule below takes: the shell (header, menus, footer, notices, dialogs,
 * errors, route titles), so whatever the shell draws after hydration is there too. The other
 * parts are the texts of one public page or of the logged-in area. vite.config.ts cuts the
 * generated catalogues (generated/messages/<locale>.ts) along these rules into one chunk per part
 * and language; without that plugin (unit tests, Storybook) every part is the whole catalogue.
 *
 * Before hydration a page loads core and the parts its route lists in ROUTE_PARTS; a route not
 * listed (the logged-in area, the preview) loads every part. The build checks the list: a page
 * that draws a text of a part its route does not list fails to prerender (catalogue.ts). Moving
 * to another page within the site loads every part first (country.tsx), so only the first page
 * of a visit goes without them.
 *
 * This module is read by vite.config.ts too, so it imports nothing but types.
 */
/** The parts the browser loads as code (catalogue.ts). */
export const CODE_PARTS = ['core', 'income-verification', 'login', 'app'] as const;

/**
 * The parts that come with their pages' data instead (page-texts.tsx): the static texts of a
 * static page, in its prerendered HTML, never a chunk of code.
 */
export const PAGE_DATA_PARTS = [
  'payment-options',
  'ppi',
  'private-loan',
  'customer-service',
] as const;

export const TEXT_PARTS = [...CODE_PARTS, ...PAGE_DATA_PARTS] as const;

export type CodePart = (typeof CODE_PARTS)[number];
export type PageDataPart = (typeof PAGE_DATA_PARTS)[number];
export type TextPart = CodePart | PageDataPart;

/** Which part a message id belongs to: the first rule whose prefix it starts with. */
const RULES: readonly (readonly [prefix: string, part: TextPart])[] = [
  ['page.paymentOptions.', 'payment-options'],
  ['page.ppi.', 'ppi'],
  ['page.privateLoan.', 'private-loan'],
  ['page.customerService.', 'customer-service'],
  ['page.incomeVerification.', 'income-verification'],
  ['login.', 'login'],
  ['route.loginProviders', 'login'],
  ['route.loginResult', 'login'],
  // Every other page's texts, the flows', the code tables', the titles of the logged-in area's
  // pages and the errors only its flows show are the logged-in area's.
  ['page.', 'app'],
  ['flow.', 'app'],
  ['code.', 'app'],
  ['route.app', 'app'],
  ['error.debtCollection.', 'app'],
  ['error.paymentFailed.', 'app'],
  ['error.refund', 'app'],
];

export function partOfText(id: string): TextPart {
  return RULES.find(([prefix]) => id.startsWith(prefix))?.[1] ?? 'core';
}

/**
 * The parts beyond core each prerendered page loads as code before it hydrates (route names of
 * the route table); a page's PAGE_DATA_PARTS come with its data.
 */
const ROUTE_PARTS: Readonly<Record<string, readonly CodePart[]>> = {
  home: [],
  'about-us': [],
  compatibility: [],
  'gdpr-policy': [],
  'terms-and-conditions': [],
  'page-helpdesk-tac-cookies': [],
  // These pages' own parts come with their data (page-texts.tsx).
  'customer-service': [],
  'payment-options': [],
  ppi: [],
  'ppi-brand': [],
  'private-loan': [],
  'income-verification-callback': ['income-verification'],
  login: ['login'],
  'login-result-state': ['login'],
};

/**
 * Whether a route is one of the prerendered public pages listed above, whose texts come in parts
 * and whose figures come with their page data (i18n/country-terms.ts).
 */
export function isListedPage(route: string | null): boolean {
  return route !== null && Object.hasOwn(ROUTE_PARTS, route);
}

/** The code parts a route's page needs before it is drawn: core and its own, or all if not listed. */
export function partsOfRoute(route: string | null): readonly CodePart[] {
  const own = route === null ? undefined : ROUTE_PARTS[route];
  return own ? ['core', ...own] : CODE_PARTS;
}
