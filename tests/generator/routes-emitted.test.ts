import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import type { Emitted, Model } from '../../generator/core/types.js';
import { flowsDomain } from '../../generator/domains/flows/index.js';
import { navigationDomain } from '../../generator/domains/navigation/index.js';
import { routesDomain } from '../../generator/domains/routes/index.js';
import { trackingDomain } from '../../generator/domains/tracking/index.js';
import { emitDomain, generateWith, readSource, repoRoot } from '../support/sources.js';

/**
 * What the routes, flows, tracking and navigation domains emit, compiled and run: a usage file
 * whose `@ts-expect-error` lines prove that wrong hrefs do not compile, and the transpiled modules'
 * href, param checks and matching. The whole generated/ is written beside it (the routes import
 * the countries and messages modules), under tests/fixtures/tmp so that its imports of packages
 * resolve.
 */
const REAL: Array<[string, string]> = [
  ['schema/routes.yaml', 'routes'],
  ['schema/flows.yaml', 'flows'],
  ['schema/tracking.yaml', 'tracking'],
  ['schema/navigation.yaml', 'navigation'],
  ['schema/brands.yaml', 'brands'],
  ['schema/constants.yaml', 'constants'],
];

const realModel = (): Model =>
  makeModel(
    REAL.map(([path, kind]) => ({
      path,
      kind,
      name: path.replace(/^.*\/|\.yaml$/g, ''),
      data: parse(readSource(path)) as unknown,
    })),
  );

/** The modules of the four domains of schema/{routes,flows,tracking,navigation}.yaml. */
const emitAll = async (model: Model): Promise<Emitted[]> =>
  (
    await Promise.all(
      [routesDomain, flowsDomain, trackingDomain, navigationDomain].map((domain) =>
        emitDomain(domain, model),
      ),
    )
  ).flat();

const USAGE = `
import { href, matchParams } from './generated/routes/se.js';
import { href as dkHref } from './generated/routes/dk.js';
import type { RouteName } from './generated/routes/table.js';
import type { OutcomeId } from './generated/flows.js';
import type { TrackingPayloads } from './generated/tracking.js';
import type { ErrorPageStatus } from './generated/routes/table.js';
import { ERROR_SITUATIONS, type ErrorSituationId } from './generated/routes/situations.js';
import { badgeDisplay, type BadgeId } from './generated/navigation.js';
import { USER_MENU } from './generated/navigation-menu.js';

export const ok = [
  href('app-purchases-brand-id', { brand: 'nordpay', id: '123' }),
  href('app'),
  href('app-invoices-brand-id'),
  href('app-invoices-brand-id', { brand: 'kustkok', id: '2024-01-15' }),
  href('login-result-state', { state: 'sessionTimeout' }),
  dkHref('app-purchases-brand-id-steps-mobilepay', { brand: 'kustkok', id: '9' }),
];
// @ts-expect-error not one of the five brands
href('app-purchases-brand-id', { brand: 'acme', id: '1' });
// @ts-expect-error the params are required
href('app-purchases-brand-id');
// @ts-expect-error app takes no params
href('app', { brand: 'nordpay' });
// @ts-expect-error not an invoice type
href('app-invoices-type', { type: 'freepart' });
// @ts-expect-error Denmark has no private loan
dkHref('private-loan');
// @ts-expect-error not a route
const unknown: RouteName = 'app-nowhere';
export const checked: boolean = matchParams('app-purchases-brand', { brand: 'x' });
export const outcome: OutcomeId<'payment'> = 'cancel';
// @ts-expect-error pay has no cancel outcome
export const wrongOutcome: OutcomeId<'pay'> = 'cancel';
export const click: TrackingPayloads['click'] = { category: 'logo', subCategory: 'footer', pagePath: '/se', pageType: 'home' };
// @ts-expect-error pageType is a route name
export const badClick: TrackingPayloads['click'] = { category: 'logo', subCategory: '', pagePath: '/se', pageType: 'nope' };
export const status: ErrorPageStatus = 503;
// @ts-expect-error 500 has no texts of its own; it is shown as 504
export const noTexts: ErrorPageStatus = 500;
export const situation: ErrorSituationId = 'chunkLoadFailure';
export const guard: number = ERROR_SITUATIONS.chunkLoadFailure.reload.guardMs;
// @ts-expect-error not a situation of the catalogue
export const noSituation: ErrorSituationId = 'oops';
export const badge: BadgeId = 'refunds';
// @ts-expect-error not a badge
badgeDisplay('bell', 1);
export const firstEntry: 'home' = USER_MENU.entries[0].id;
export { unknown };
`;

let dir = '';
let outputs: Emitted[] = [];

beforeAll(async () => {
  outputs = await emitAll(realModel());
  dir = join(repoRoot, 'tests/fixtures/tmp/routes-emitted');
  rmSync(dir, { recursive: true, force: true });
  for (const file of (await generateWith()).outputs) {
    for (const [name, text] of [
      [file.path, file.content],
      [
        file.path.replace(/\.ts$/, '.js'),
        ts.transpileModule(file.content, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText,
      ],
    ] as const) {
      const to = join(dir, 'generated', name);
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, text);
    }
  }
  writeFileSync(join(dir, 'usage.ts'), USAGE);
  // The whole pipeline runs here (formatting every file): seconds on a quiet machine, well past
  // the default 10 s hook timeout on a loaded one.
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(dir, 'generated', path)).href)) as T;

describe('the emitted files', () => {
  it('are the route table, one module per country, flows, tracking and navigation', () => {
    expect(outputs.map((o) => o.path).sort()).toEqual([
      'flows-data.ts',
      'flows.ts',
      'navigation-data.ts',
      'navigation-menu-data.ts',
      'navigation-menu.ts',
      'navigation.ts',
      'routes/dk.ts',
      'routes/fi.ts',
      'routes/no.ts',
      'routes/se.ts',
      'routes/situations-data.ts',
      'routes/situations.ts',
      'routes/table-data.ts',
      'routes/table.ts',
      'tracking-data.ts',
      'tracking.ts',
    ]);
  });

  it('are the same on every run', async () => {
    expect(await emitAll(realModel())).toEqual(outputs);
  });

  it('type-check, and wrong hrefs, outcomes and payloads do not', () => {
    const program = ts.createProgram(
      [join(dir, 'usage.ts'), ...outputs.map((o) => join(dir, 'generated', o.path))],
      {
        strict: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        verbatimModuleSyntax: true,
        noEmit: true,
        types: [],
      },
    );
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000); // a whole TypeScript program: 34 s seen on a loaded 2-core machine
});

interface CountryModule {
  COUNTRY: string;
  routes: Record<string, { name: string; path: string }>;
  href: (name: string, params?: Record<string, string>) => string;
  matchParams: (name: string, params: Record<string, string | undefined>) => boolean;
  resolve: (pathname: string) => { name: string; params: Record<string, string> } | undefined;
}

describe('a country route module', () => {
  it('names routes with the locale suffix and prefixes paths with the country', async () => {
    const dk = await load<CountryModule>('routes/dk.js');
    expect(dk.routes['app-purchases']).toEqual({
      name: 'app-purchases__dk',
      path: '/dk/app/purchases',
    });
    expect(dk.routes.home).toEqual({ name: 'home__dk', path: '/dk' });
    expect(
      Object.values(dk.routes).every((r) => r.name.endsWith('__dk') && r.path.startsWith('/dk')),
    ).toBe(true);
  });

  it('leaves private loan out of Denmark only', async () => {
    for (const country of ['se', 'no', 'fi']) {
      expect(
        (await load<CountryModule>(`routes/${country}.js`)).routes['private-loan'],
      ).toBeDefined();
    }
    const dk = await load<CountryModule>('routes/dk.js');
    expect(dk.routes['private-loan']).toBeUndefined();
    expect(dk.resolve('/dk/private-loan')).toBeUndefined();
  });

  it('builds hrefs, dropping missing optional segments and escaping values', async () => {
    const se = await load<CountryModule>('routes/se.js');
    expect(se.href('app-purchases-brand-id', { brand: 'nordpay', id: '123' })).toBe(
      '/se/app/purchases/nordpay/123',
    );
    expect(se.href('app-invoices-brand-id-steps-pay', { brand: 'nordpay' })).toBe(
      '/se/app/invoices/nordpay/steps/pay',
    );
    expect(se.href('app-profile-emails-email', { email: 'a@b.se' })).toBe(
      '/se/app/profile/emails/a%40b.se',
    );
    expect(se.href('home')).toBe('/se');
    expect(() => se.href('app-purchases-brand-id', { brand: 'nordpay' })).toThrow(
      /'id' is missing/,
    );
  });

  it('checks params against their rules, so an unknown brand is a 404', async () => {
    const se = await load<CountryModule>('routes/se.js');
    expect(se.matchParams('app-purchases-brand-id', { brand: 'nordpay', id: 'A-1' })).toBe(true);
    expect(se.matchParams('app-purchases-brand-id', { brand: 'acme', id: 'A-1' })).toBe(false);
    expect(se.matchParams('app-purchases-brand-id', { brand: 'nordpay' })).toBe(false);
    expect(se.matchParams('app-invoices-brand-id', {})).toBe(true);
    expect(se.matchParams('app-invoices-brand-id', { id: '2024-13-01' })).toBe(false);
    expect(se.matchParams('login-result-state', { state: 'bankIdTimeout' })).toBe(true);
    expect(se.matchParams('login-result-state', { state: 'sleepy' })).toBe(false);
  });

  it('resolves paths, most specific first and params by their rules', async () => {
    const se = await load<CountryModule>('routes/se.js');
    const cases: Array<[string, string | undefined, Record<string, string>?]> = [
      ['/se', 'home', {}],
      ['/se/app/invoices/konto', 'app-invoices-type', { type: 'konto' }],
      ['/se/app/invoices/nordpay', 'app-invoices-brand-id', { brand: 'nordpay' }],
      ['/se/app/invoices/2024-01-15', 'app-invoices-brand-id', { id: '2024-01-15' }],
      [
        '/se/app/invoices/nordpay/invoice-history',
        'app-invoices-brand-invoice-history',
        { brand: 'nordpay' },
      ],
      ['/se/app/invoices/steps/amount', 'app-invoices-brand-id-steps-amount', {}],
      ['/se/app/upcoming-invoice/invoice-history', 'app-upcoming-invoice-invoice-history', {}],
      [
        '/se/app/purchases/fjallmode/77/steps/return',
        'app-purchases-brand-id-steps-return',
        { brand: 'fjallmode', id: '77' },
      ],
      ['/se/app/purchases/acme/77', undefined],
      ['/se/app/invoices/acme', undefined],
      ['/se/login/result/nope', undefined],
      ['/se/app/%E0', undefined],
    ];
    for (const [pathname, name, params] of cases) {
      const found = se.resolve(pathname);
      expect(found?.name, pathname).toBe(name);
      if (params) expect(found?.params, pathname).toEqual(params);
    }
  });
});

describe('the route table', () => {
  interface Table {
    ROUTES: Record<
      string,
      {
        pageType: string;
        backLink: unknown;
        customerServiceOption: boolean;
        countries: string[];
        keepScroll: boolean;
      }
    >;
    LAYOUTS: Record<string, { redirectWhenLoggedIn: string | null }>;
    companionPath: (href: string, suffix: string) => string;
  }

  it('carries pageType, back links, flags and the layouts', async () => {
    const { ROUTES, LAYOUTS, companionPath } = await load<Table>('routes/table.js');
    expect(ROUTES['app-purchases-brand-id']!.pageType).toBe('app-purchases-brand-id');
    expect(ROUTES['app-payments-overview']!.backLink).toBeNull();
    expect(ROUTES['app-connected-ppis']!.backLink).toBeNull();
    expect(ROUTES['app-invoices-brand-id']!.backLink).toEqual({
      previous: [
        'app-account-brand',
        'app-payments-overview',
        'app-invoices-brand-invoice-history',
        'app-invoices-type',
      ],
      fallback: 'app',
    });
    expect(ROUTES['app-purchases-brand-id-steps-snooze']!.customerServiceOption).toBe(true);
    expect(ROUTES['app-profile']!.customerServiceOption).toBe(false);
    expect(ROUTES['app-profile']!.keepScroll).toBe(true);
    expect(ROUTES['private-loan']!.countries).toEqual(['se', 'no', 'fi']);
    expect(LAYOUTS.public!.redirectWhenLoggedIn).toBe('{locale}/app');
    expect(companionPath('/se/app', 'script')).toBe('/se/app/script');
  });
});

describe('the error page, error catalogue and access rules', () => {
  interface TableRules {
    ERROR_PAGE: { fallbackStatus: number; maintenanceMessageOverrides: boolean };
    ERRORS: {
      reportingHook: string;
      fetchAlerts: Array<{ code: number; messageId: string; actions: Array<{ does: string }> }>;
    };
    ERROR_SITUATIONS: Record<
      string,
      {
        showStatus: number | null;
        redirectTo: string | null;
        log: { level: string; message: string } | null;
      }
    >;
    shownStatus: (status: number) => number;
    errorPageContent: (
      status: number,
      maintenance: { title: string; message: string } | null,
    ) => {
      status: number;
      source: string;
      titleMessageId?: string;
      title?: string;
      actions: Array<{ id: string; does: string; when: string }>;
    };
    logLevelForStatus: (status: number) => string;
    chunkReloadAllowed: (last: number | null, now: number) => boolean;
    accessDecision: (
      route: string | undefined,
      loggedIn: boolean,
    ) => { redirectTo: string; rememberWantedPath: boolean } | null;
    logsOut: (status: number, loggedIn: boolean) => boolean;
    ACCESS_RULES: {
      postLoginRedirect: { skipWhenQuery: string; fallback: string; clearAfterUse: boolean };
      loggedOutLists: { empty: string[] };
      paymentsData: { operation: string; requires: string[] };
      countryMismatch: { redirectTo: string; fallback: string };
    };
  }
  // The error catalogue is a module of its own (routes/situations.ts); the rules read both.
  const table = async (): Promise<TableRules> => ({
    ...(await load<TableRules>('routes/table.js')),
    ...(await load<Pick<TableRules, 'ERROR_SITUATIONS'>>('routes/situations.js')),
  });

  it('shows 404, 503 and 504 with their actions, and any other status as 504', async () => {
    const { shownStatus, errorPageContent } = await table();
    expect([404, 503, 504, 500, 502, 418].map(shownStatus)).toEqual([404, 503, 504, 504, 504, 504]);
    expect(errorPageContent(404, null)).toMatchObject({
      status: 404,
      source: 'messages',
      titleMessageId: 'error.page.404.title',
      actions: [{ does: 'goHome' }],
    });
    expect(errorPageContent(500, null).actions.map((a) => [a.does, a.when])).toEqual([
      ['reload', 'always'],
      ['logout', 'loggedIn'],
    ]);
    expect(errorPageContent(503, { title: 'Underhåll', message: 'Snart tillbaka' })).toMatchObject({
      status: 503,
      source: 'maintenance',
      title: 'Underhåll',
      actions: [{ does: 'reload' }],
    });
  });

  it('lists the fetch alerts and the situations of spec 8', async () => {
    const { ERRORS, ERROR_SITUATIONS, logLevelForStatus, chunkReloadAllowed } = await table();
    expect(ERRORS.fetchAlerts.map((a) => [a.code, a.actions.map((x) => x.does)])).toEqual([
      [100, []],
      [504, ['reload']],
      [429, []],
    ]);
    expect(ERROR_SITUATIONS.routeValidationFailure!.showStatus).toBe(404);
    expect(ERROR_SITUATIONS.unknownMiddleware!.showStatus).toBe(500);
    expect(ERROR_SITUATIONS.invalidDeepLink!.redirectTo).toBe('login');
    expect(ERROR_SITUATIONS.loginRedirectFailure!.log).toEqual({
      level: 'info',
      message: 'Error replacing route in login',
    });
    expect(ERROR_SITUATIONS.trackingFailure!.log?.message).toBe('Tracking failed');
    expect([500, 503, 499, 404].map(logLevelForStatus)).toEqual([
      'error',
      'error',
      'debug',
      'debug',
    ]);
    expect(chunkReloadAllowed(null, 1_000)).toBe(true);
    expect(chunkReloadAllowed(1_000, 59_999)).toBe(false);
    expect(chunkReloadAllowed(1_000, 61_000)).toBe(true);
  });

  it('sends visitors to login and customers away from guest pages', async () => {
    const { accessDecision, logsOut, ACCESS_RULES } = await table();
    expect(accessDecision(undefined, false)).toEqual({
      redirectTo: 'login',
      rememberWantedPath: true,
    });
    expect(accessDecision(undefined, true)).toBeNull();
    expect(accessDecision('app-profile', false)).toEqual({
      redirectTo: 'login',
      rememberWantedPath: true,
    });
    expect(accessDecision('login', true)).toEqual({ redirectTo: 'app', rememberWantedPath: false });
    expect(accessDecision('about-us', false)).toBeNull();
    expect(accessDecision('app', true)).toBeNull();
    expect([401, 403, 404].map((s) => logsOut(s, true))).toEqual([true, true, false]);
    expect(logsOut(401, false)).toBe(false);
    expect(ACCESS_RULES.postLoginRedirect).toMatchObject({
      skipWhenQuery: 'validate',
      fallback: 'app',
      clearAfterUse: true,
    });
    expect(ACCESS_RULES.loggedOutLists.empty).toEqual(['accounts', 'orders']);
    expect(ACCESS_RULES.paymentsData).toEqual({
      operation: 'getPayments',
      requires: ['loggedIn', 'browser'],
    });
  });
});
