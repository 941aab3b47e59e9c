/**
 * A language's texts come in parts, so a page loads before it is drawn only the texts it can
 * draw (issue 4 budget: 140 KB of JavaScript on the first load of a public page; issue 6: 170 KB
 * on the logged-in home). Without parts every page would carry the texts of every page, login
 * and flow, growing with each page the app gets.
 *
 * `core` is every text no rule of text-rules.ts takes: the shell (header, menus, footer, notices, dialogs,
 * errors, route titles), so whatever the shell draws after hydration is there too. The other
 * parts are the texts of one public page, of the login, or of a group of the logged-in area's
 * pages; `app` is what every logged-in page shares (code tables, their titles) and the home's
 * own. vite.config.ts cuts the generated catalogues (generated/messages/<locale>.ts) along these
 * rules into one chunk per part and language; without that plugin (unit tests, Storybook) every
 * part is the whole catalogue.
 *
 * Before a page is drawn (hydrated, or reached by a navigation: country.tsx) it loads core and
 * the parts its route lists in PUBLIC_ROUTE_PARTS or APP_ROUTE_PARTS; a route in neither (the
 * preview, a page not built yet) loads every part. The lists are checked: a prerendered page that
 * draws a text of a part its route does not list fails to prerender (catalogue.ts), and
 * tests/unit/runtime/shared/i18n/route-texts.test.ts reads every logged-in page's modules for the texts
 * they can draw. A text still missing (drawn with an id the test cannot read) loads every part
 * and the page is drawn again (catalogue.ts), a flash rather than a broken page.
 *
 * Which part each text is in: text-rules.ts, apart so the rules are not in every page's first
 * load (only the build and the public pages' own texts need them). This module is read by
 * vite.config.ts too, so it imports nothing but types.
 */
/** The parts the browser loads as code (catalogue.ts). */
export const CODE_PARTS = [
  'core',
  'income-verification',
  'login',
  'app',
  'overviews',
  'invoices',
  'purchases',
  'profile',
  // The insurance's texts are a page's data on the public insurance pages and code on the
  // logged-in ones, which draw the same information and their own (one part: the first load
  // carries one more part's address, not two).
  'ppi',
  'more-pages',
] as const;

/**
 * The parts that come with their pages' data instead (page-texts.tsx): the static texts of a
 * static page, in its prerendered HTML, never a chunk of code for that page (`ppi` is code for
 * the logged-in insurance pages too).
 */
export const PAGE_DATA_PARTS = [
  'payment-options',
  'ppi',
  'private-loan',
  'customer-service',
  'accessibility',
] as const;

export const TEXT_PARTS = [...new Set([...CODE_PARTS, ...PAGE_DATA_PARTS])];

export type CodePart = (typeof CODE_PARTS)[number];
export type PageDataPart = (typeof PAGE_DATA_PARTS)[number];
export type TextPart = CodePart | PageDataPart;

/**
 * The parts beyond core each prerendered page loads as code before it hydrates (route names of
 * the route table); a page's PAGE_DATA_PARTS come with its data.
 */
const PUBLIC_ROUTE_PARTS: Readonly<Record<string, readonly CodePart[]>> = {
  home: [],
  'about-us': [],
  compatibility: [],
  'gdpr-policy': [],
  'terms-and-conditions': [],
  'page-helpdesk-tac-cookies': [],
  // These pages' own parts come with their data (page-texts.tsx).
  'customer-service': [],
  accessibility: [],
  'payment-options': [],
  ppi: [],
  'ppi-brand': [],
  'private-loan': [],
  'income-verification-callback': ['income-verification'],
  login: ['login'],
  // The login screen opened on one provider (docs/decisions/0010).
  'login-providers-bankid-login': ['login'],
  'login-providers-bankid-demo-login': ['login'],
  'login-providers-criipto-login': ['login'],
  'login-providers-criipto-demo-login': ['login'],
  'login-providers-signicat-login': ['login'],
  'login-providers-signicat-demo-login': ['login'],
  'login-providers-email-login': ['login'],
  'login-result-state': ['login'],
};

const OVERVIEWS: readonly CodePart[] = ['app', 'overviews'];
const INVOICES: readonly CodePart[] = ['app', 'invoices'];
// An invoice's payment flows (their texts are the purchases part's flow.*, text-rules.ts).
const INVOICE_FLOWS: readonly CodePart[] = ['app', 'invoices', 'purchases'];
const PURCHASE_FLOWS: readonly CodePart[] = ['app', 'purchases', 'profile'];
const PROFILE: readonly CodePart[] = ['app', 'profile'];
// The logged-in insurance pages: the insurance's texts, which the public pages have as data.
const INSURANCE: readonly CodePart[] = ['app', 'ppi'];

/**
 * The parts beyond core each page of the logged-in area loads before it is drawn: `app` and its
 * group's, never the login's (the home's first load, issue 6 budget).
 */
const APP_ROUTE_PARTS: Readonly<Record<string, readonly CodePart[]>> = {
  app: ['app'],
  'app-notifications': OVERVIEWS,
  'app-payment-history': OVERVIEWS,
  'app-payments-overview': OVERVIEWS,
  'app-todo': OVERVIEWS,
  'app-monthly-details': INVOICES,
  'app-account-brand': INVOICES,
  'app-invoices-type': INVOICE_FLOWS,
  'app-invoices-brand-invoice-history': INVOICES,
  'app-invoices-brand-id': INVOICE_FLOWS,
  'app-upcoming-invoice': INVOICES,
  'app-upcoming-invoice-invoice-history': INVOICES,
  'app-upcoming-invoice-brand': INVOICES,
  'app-upcoming-invoice-brand-invoice-history': INVOICES,
  'app-purchases': ['app', 'purchases'],
  'app-purchases-brand': ['app', 'purchases'],
  // A purchase's flows link a bank account: the bank page's texts too.
  'app-purchases-brand-id': PURCHASE_FLOWS,
  'app-profile': PROFILE,
  'app-profile-bank': ['app', 'profile', 'purchases'],
  'app-profile-conditions': PROFILE,
  'app-profile-emails': PROFILE,
  'app-profile-emails-email': PROFILE,
  'app-profile-information': PROFILE,
  'app-profile-yearly-interest': PROFILE,
  'app-ppi': INSURANCE,
  'app-ppi-brand': INSURANCE,
  'app-my-insurance-brand': INSURANCE,
  'app-my-insurance-brand-ppi-invoice-history': INSURANCE,
  'app-connected-ppis': INSURANCE,
};

/**
 * Whether a route is one of the prerendered public pages listed above, whose texts come in parts
 * and whose figures come with their page data (i18n/country-terms.ts).
 */
export function isListedPage(route: string | null): boolean {
  return route !== null && Object.hasOwn(PUBLIC_ROUTE_PARTS, route);
}

/** The routes of the logged-in area whose parts are listed (for the test of the lists). */
export const listedAppRoutes = (): readonly string[] => Object.keys(APP_ROUTE_PARTS);

/** The code parts a route's page needs before it is drawn: core and its own, or all if not listed. */
export function partsOfRoute(route: string | null): readonly CodePart[] {
  if (route === null) return CODE_PARTS;
  // A flow's step page draws its host page under the step, and loads the host's parts.
  const listed = route.includes('-steps-') ? route.replace(/-steps-[a-z]+$/, '') : route;
  const own = Object.hasOwn(PUBLIC_ROUTE_PARTS, listed)
    ? PUBLIC_ROUTE_PARTS[listed]
    : Object.hasOwn(APP_ROUTE_PARTS, listed)
      ? APP_ROUTE_PARTS[listed]
      : undefined;
  return own ? ['core', ...own] : CODE_PARTS;
}
