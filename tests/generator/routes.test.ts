import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import type { Check, Model, SourceFile } from '../../generator/core/types.js';
import { accessRulesResolve } from '../../generator/domains/routes/checks/access-rules.js';
import { backLinksResolve } from '../../generator/domains/routes/checks/back-links.js';
import { flowCountriesConsistent } from '../../generator/domains/flows/checks/countries.js';
import { flowCountryTermsAgree } from '../../generator/domains/flows/checks/country-terms.js';
import { flowsDomain } from '../../generator/domains/flows/index.js';
import { navigationDomain } from '../../generator/domains/navigation/index.js';
import { routeCountriesKnown } from '../../generator/domains/routes/checks/countries.js';
import { routeCountryTermsAgree } from '../../generator/domains/routes/checks/country-terms.js';
import { errorCatalogueResolves } from '../../generator/domains/routes/checks/error-catalogue.js';
import { frameworkFreePagesArePrerendered } from '../../generator/domains/routes/checks/framework-free.js';
import { layoutsExist } from '../../generator/domains/routes/checks/layouts-exist.js';
import { loginProviderPages } from '../../generator/domains/routes/checks/login-providers.js';
import { routeTitleIdsFollowConvention } from '../../generator/domains/routes/checks/message-ids.js';
import { paramRulesResolve } from '../../generator/domains/routes/checks/param-rules.js';
import { pathParamsDeclared } from '../../generator/domains/routes/checks/path-params.js';
import { uniqueRouteNames } from '../../generator/domains/routes/checks/unique-route-names.js';
import { routesDomain } from '../../generator/domains/routes/index.js';
import { routeCountries } from '../../generator/domains/routes/route-countries.js';
import type { RoutesSource } from '../../generator/domains/routes/sources.js';
import { trackingDomain } from '../../generator/domains/tracking/index.js';
import { emitDomain, readSource } from '../support/sources.js';

// The real sources of the routes domain and its neighbours, as a model; each test edits a copy.
const REAL: Array<[string, string]> = [
  ['schema/routes.yaml', 'routes'],
  ['schema/flows.yaml', 'flows'],
  ['schema/tracking.yaml', 'tracking'],
  ['schema/brands.yaml', 'brands'],
  ['schema/codes.yaml', 'codes'],
  ['schema/api.yaml', 'api'],
  ['schema/navigation.yaml', 'navigation'],
  ['schema/constants.yaml', 'constants'],
  ['schema/validators.yaml', 'validators'],
];

function model(edit: (routes: RoutesSource) => void = () => {}, extra: SourceFile[] = []): Model {
  const files = REAL.map(([path, kind]) => ({
    path,
    kind,
    name: path.replace(/^.*\/|\.yaml$/g, ''),
    data: parse(readSource(path)) as unknown,
  }));
  edit(files[0]!.data as RoutesSource);
  return makeModel([...files, ...extra]);
}

const routeIndex = (m: Model, name: string): number =>
  m.file<RoutesSource>('routes').data.routes.findIndex((r) => r.name === name);

function run(check: Check, edit: (routes: RoutesSource) => void): ReturnType<Check> {
  return check(model(edit));
}

describe('the real routes, flows, tracking and navigation', () => {
  const checks = [routesDomain, flowsDomain, trackingDomain, navigationDomain].flatMap(
    (domain) => domain.checks,
  );
  it.each(checks.map((c) => [c.name, c] as const))('pass %s', (_, check) => {
    expect(check(model())).toEqual([]);
  });

  it('have every route the spec lists', () => {
    const names = model()
      .file<RoutesSource>('routes')
      .data.routes.map((r) => r.name);
    // 13 public pages and the accessibility statement (issue 19), login, 7 providers, the result
    // screen; 31 app pages (the spec's 30 and the logged-in customer's private loan, core 1 "see a
    // private loan offer"); 25 payment steps.
    expect(names).toHaveLength(79);
    expect(names.filter((n) => n === 'app' || n.startsWith('app-'))).toHaveLength(56);
    expect(names.filter((n) => n.startsWith('app-invoices-brand-id-steps-'))).toHaveLength(11);
    expect(names.filter((n) => n.startsWith('app-purchases-brand-id-steps-'))).toHaveLength(14);
    expect(names.filter((n) => n.startsWith('login-providers-'))).toHaveLength(7);
  });
});

describe('uniqueRouteNames', () => {
  it('points at the second route of a name', () => {
    const problems = run(uniqueRouteNames, (r) => {
      r.routes[5]!.name = r.routes[2]!.name;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['routes', 5, 'name'],
        message: expect.stringContaining('routes[2]'),
      }),
    ]);
  });
});

describe('layoutsExist', () => {
  it('rejects a route with an undeclared layout', () => {
    const problems = run(layoutsExist, (r) => {
      r.routes[3]!.layout = 'fancy';
    });
    expect(problems).toEqual([
      expect.objectContaining({ path: ['routes', 3, 'layout'], message: "unknown layout 'fancy'" }),
    ]);
  });

  it('checks the error page layout too', () => {
    const problems = run(layoutsExist, (r) => {
      r.errorPage.layout = 'oops';
    });
    expect(problems.map((p) => p.path)).toEqual([['errorPage', 'layout']]);
  });
});

describe('frameworkFreePagesArePrerendered', () => {
  it("flags home, payment options, the informational pages, the login results and the islands' pages (private loan, login, the income verification's return, accessibility, the insurance pages), and emits the flag with true as the default", () => {
    const flagged = model()
      .file<RoutesSource>('routes')
      .data.routes.filter((r) => r.hydrate === false)
      .map((r) => r.name);
    expect(flagged.sort()).toEqual([
      'about-us',
      'accessibility',
      'compatibility',
      'customer-service',
      'gdpr-policy',
      'home',
      'income-verification-callback',
      'login',
      'login-providers-bankid-demo-login',
      'login-providers-bankid-login',
      'login-providers-criipto-demo-login',
      'login-providers-criipto-login',
      'login-providers-email-login',
      'login-providers-signicat-demo-login',
      'login-providers-signicat-login',
      'login-result-state',
      'page-helpdesk-tac-cookies',
      'payment-options',
      'ppi',
      'ppi-brand',
      'private-loan',
      'terms-and-conditions',
    ]);
  });

  it('rejects it on a logged-in page and on a page whose path parameter takes any value', () => {
    const problems = run(frameworkFreePagesArePrerendered, (r) => {
      r.routes.find((route) => route.name === 'app')!.hydrate = false;
      r.routes.find((route) => route.name === 'app-purchases-brand-id')!.hydrate = false;
      // Public, but an order id takes any value: no page of its own per value.
      r.routes.find((route) => route.name === 'app-purchases-brand-id')!.access = 'no-auth';
    });
    const m = model();
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [
        ['routes', routeIndex(m, 'app'), 'hydrate'],
        "route 'app' leaves out the framework but is a logged-in page",
      ],
      [
        ['routes', routeIndex(m, 'app-purchases-brand-id'), 'hydrate'],
        "route 'app-purchases-brand-id' leaves out the framework but its parameter 'id' takes any value, so it has no prerendered page per value",
      ],
    ]);
  });

  it('takes a path parameter with a closed list of values: a brand, a login state', () => {
    expect(
      run(frameworkFreePagesArePrerendered, (r) => {
        r.routes.find((route) => route.name === 'ppi-brand')!.hydrate = false;
        r.routes.find((route) => route.name === 'login-result-state')!.hydrate = false;
      }),
    ).toEqual([]);
  });
});

describe('pathParamsDeclared', () => {
  it('wants a rule for every path parameter', () => {
    const m = model((r) => {
      const route = r.routes.find((x) => x.name === 'app-purchases-brand-id')!;
      route.params = { brand: 'brand' };
    });
    const problems = pathParamsDeclared(m);
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['routes', routeIndex(m, 'app-purchases-brand-id'), 'params'],
        message: "path parameter ':id' has no rule",
      }),
    ]);
  });

  it('rejects a declared parameter the path does not have', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'app')!.params = { brand: 'brand' };
    });
    expect(pathParamsDeclared(m)).toEqual([
      expect.objectContaining({
        path: ['routes', routeIndex(m, 'app'), 'params', 'brand'],
        atKey: true,
      }),
    ]);
  });
});

describe('paramRulesResolve', () => {
  it('rejects a brand rule naming an unknown brand', () => {
    const problems = run(paramRulesResolve, (r) => {
      r.paramRules.brand!.slugs = ['nordpay', 'acme'];
    });
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['paramRules', 'brand', 'slugs', 1],
        message: "unknown brand 'acme'",
      }),
    ]);
  });

  it('skips brand slugs when schema/brands.yaml is not loaded', () => {
    const files = model((r) => {
      r.paramRules.brand!.slugs = ['acme'];
    })
      .all()
      .filter((f) => f.kind !== 'brands');
    expect(paramRulesResolve(makeModel(files))).toEqual([]);
  });

  it('checks enum values against their code table', () => {
    const problems = run(paramRulesResolve, (r) => {
      r.paramRules.loginState!.values!.push('sleepy');
      r.paramRules.invoiceType!.codeTable = 'noSuchTable';
    });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['paramRules.invoiceType.codeTable', "unknown code table 'noSuchTable'"],
      ['paramRules.loginState.values.18', "'sleepy' is not a key of code table 'loginState'"],
    ]);
  });

  it('rejects a route naming an unknown rule, and keys of another kind of rule', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'ppi-brand')!.params = { brand: 'brandz' };
      r.paramRules.orderId!.values = ['x'];
    });
    expect(paramRulesResolve(m).map((p) => p.message)).toEqual([
      "'values' does not apply to a pattern rule",
      "unknown param rule 'brandz'",
    ]);
  });
});

describe('backLinksResolve', () => {
  it('rejects unknown targets', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'app-todo')!.backLink = {
        previous: ['nowhere'],
        fallback: 'nope',
      };
    });
    const at = routeIndex(m, 'app-todo');
    expect(backLinksResolve(m).map((p) => p.path)).toEqual([
      ['routes', at, 'backLink', 'previous', 0],
      ['routes', at, 'backLink', 'fallback'],
    ]);
  });

  it('rejects a fallback whose required params the route cannot give', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'app-todo')!.backLink = {
        fallback: 'app-purchases-brand-id',
      };
    });
    expect(backLinksResolve(m)).toEqual([
      expect.objectContaining({ message: expect.stringContaining(':brand, :id') }),
    ]);
  });
});

describe('routeCountriesKnown and flowCountriesConsistent', () => {
  it('rejects a country outside se, no, fi, dk', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'private-loan')!.countries = ['se', 'de' as 'se'];
    });
    expect(routeCountriesKnown(m)).toEqual([
      expect.objectContaining({
        path: ['routes', routeIndex(m, 'private-loan'), 'countries', 1],
        message: "unknown country 'de'",
      }),
    ]);
  });

  it('rejects a flow step page missing in a country where the step runs', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'app-purchases-brand-id-steps-monthio')!.countries = ['se'];
    });
    expect(flowCountriesConsistent(m)).toEqual([
      expect.objectContaining({
        file: 'schema/flows.yaml',
        path: ['flows', 'monthio', 'steps', 0, 'routes', 0],
        message: expect.stringContaining('does not exist in dk'),
      }),
    ]);
  });
});

describe('routeCountryTermsAgree and flowCountryTermsAgree', () => {
  const dk = (privateLoan: boolean, mobilepayToggle: string | null): SourceFile => ({
    path: 'countries/dk.yaml',
    kind: 'country',
    name: 'dk',
    data: {
      offers: { privateLoan: { available: privateLoan } },
      payments: { methods: { mobilepay: { available: true, featureToggle: mobilepayToggle } } },
    },
  });

  it('accepts terms that agree', () => {
    const m = model(undefined, [dk(false, 'mobilepay')]);
    expect([...flowCountryTermsAgree(m), ...routeCountryTermsAgree(m)]).toEqual([]);
  });

  it('reports a page or toggle the country terms disagree with', () => {
    const m = model(undefined, [dk(true, null)]);
    const problems = [...flowCountryTermsAgree(m), ...routeCountryTermsAgree(m)];
    expect(problems.map((p) => [p.file, p.path.join('.')])).toEqual([
      ['schema/flows.yaml', 'flows.mobilepay'],
      ['schema/routes.yaml', `routes.${routeIndex(model(), 'private-loan')}.countries`],
    ]);
  });
});

describe('login provider pages', () => {
  const terms = (country: string, providers: string[]): SourceFile => ({
    path: `countries/${country}.yaml`,
    kind: 'country',
    name: country,
    data: { login: { providers } },
  });
  const everyProvider = [
    'bankid',
    'bankid-demo',
    'criipto',
    'criipto-demo',
    'signicat',
    'signicat-demo',
    'email',
  ];
  const countryFiles = [
    terms('se', ['bankid', 'bankid-demo', 'email']),
    terms('no', ['criipto', 'email']),
    terms('fi', everyProvider),
    terms('dk', ['email', 'signicat']),
  ];

  it('exist in the countries whose terms offer the provider, and nowhere else', () => {
    const m = model(undefined, countryFiles);
    const routes = m.file<RoutesSource>('routes').data.routes;
    const countriesOf = (name: string) =>
      routeCountries(m, routes.find((r) => r.name === name) ?? routes[0]!);
    expect(countriesOf('login-providers-bankid-login')).toEqual(['se', 'fi']);
    expect(countriesOf('login-providers-email-login')).toEqual(['se', 'no', 'fi', 'dk']);
    expect(countriesOf('login-providers-signicat-login')).toEqual(['fi', 'dk']);
    expect(countriesOf('login-providers-signicat-demo-login')).toEqual(['fi']);
    // Other routes keep their own countries.
    expect(countriesOf('private-loan')).toEqual(['se', 'no', 'fi']);
    expect(loginProviderPages(m)).toEqual([]);
  });

  it('and so does the emitted route table and each country module', async () => {
    const m = model(undefined, countryFiles);
    const files = await emitDomain(routesDomain, m);
    // Emitted before formatting: compared without spaces and with one kind of quote.
    const table = (files.find((f) => f.path === 'routes/table-data.ts')?.content ?? '')
      .replace(/\s+/g, '')
      .replaceAll('"', "'");
    const entry = table.slice(table.indexOf("'login-providers-criipto-login':{"));
    expect(entry.slice(0, entry.indexOf('backLink'))).toContain("'countries':['no','fi'],");
    const se = files.find((f) => f.path === 'routes/se.ts');
    expect(se?.content).toMatch(/["']login-providers-bankid-login["']/);
    expect(se?.content).not.toMatch(/["']login-providers-criipto-login["']/);
    expect(se?.sources).toContain('countries/se.yaml');
  });

  it('rejects a provider offered without a page, and a provider with two', () => {
    const m = model((r) => {
      r.routes = r.routes.filter((route) => route.name !== 'login-providers-criipto-login');
      const email = r.routes.find((route) => route.name === 'login-providers-email-login');
      const demo = r.routes.find((route) => route.name === 'login-providers-bankid-demo-login');
      if (email && demo) demo.loginProvider = email.loginProvider;
    }, countryFiles);
    expect(loginProviderPages(m).map((p) => p.message)).toEqual([
      "login provider 'email' already has its page, route 'login-providers-bankid-demo-login'",
      "login provider 'bankid-demo' is offered in countries/*.yaml but no route opens it",
      "login provider 'criipto' is offered in countries/*.yaml but no route opens it",
    ]);
  });
});

describe('routeTitleIdsFollowConvention', () => {
  it('wants route.<camelCaseName>.title', () => {
    const m = model((r) => {
      r.routes.find((x) => x.name === 'app-purchases-brand-id')!.titleMessageId =
        'route.purchase.title';
    });
    expect(routeTitleIdsFollowConvention(m)).toEqual([
      expect.objectContaining({ expected: "'route.appPurchasesBrandId.title'" }),
    ]);
  });
});

describe('errorCatalogueResolves', () => {
  it('wants the error page statuses of the errorPageStatus table, with its fallback', () => {
    const problems = run(errorCatalogueResolves, (r) => {
      r.errorPage.statuses = r.errorPage.statuses.filter((s) => s.status !== 503);
      r.errorPage.statuses[0]!.status = 410;
    });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'errorPage.statuses.0.status',
        'status 410 is not in the errorPageStatus table of schema/codes.yaml',
      ],
      ['errorPage.statuses', 'no texts for status 404, 503 of the errorPageStatus table'],
    ]);
  });

  it('rejects a duplicate status and an action id used twice', () => {
    const problems = run(errorCatalogueResolves, (r) => {
      r.errorPage.statuses.push({ ...r.errorPage.statuses[0]! });
      r.errors.fetchAlerts[1]!.actions.push({ ...r.errors.fetchAlerts[1]!.actions[0]! });
    });
    expect(problems.map((p) => p.message)).toEqual([
      'status 404 is listed twice',
      "action id 'reload' occurs twice here",
    ]);
  });

  it('checks redirects, log levels and constants of the situations', () => {
    const problems = run(errorCatalogueResolves, (r) => {
      const s = r.errors.situations;
      s.invalidDeepLink!.redirectTo = 'signin';
      s.httpResponse!.logByStatus!.below = 'trace';
      s.httpResponse!.logByStatus!.thresholdConstant = 'chunkReloadGuard';
      s.chunkLoadFailure!.reload!.guardConstant = 'noSuchConstant';
    });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['errors.situations.invalidDeepLink.redirectTo', "unknown route 'signin'"],
      [
        'errors.situations.chunkLoadFailure.reload.guardConstant',
        "unknown constant 'noSuchConstant'",
      ],
      ['errors.situations.httpResponse.logByStatus.below', "unknown log level 'trace'"],
      [
        'errors.situations.httpResponse.logByStatus.thresholdConstant',
        "constant 'chunkReloadGuard' is in s",
      ],
    ]);
  });

  it("wants every situation to do something, and the helpers' situations complete", () => {
    const problems = run(errorCatalogueResolves, (r) => {
      r.errors.situations.globalUpdate = { description: 'nothing', report: false };
      delete r.errors.situations.chunkLoadFailure!.reload;
    });
    expect(problems.map((p) => p.message)).toEqual([
      "situation 'chunkLoadFailure' does nothing",
      "situation 'globalUpdate' does nothing",
      "situation 'chunkLoadFailure' needs 'reload'",
    ]);
  });

  it('keeps the tracking failure text equal to schema/tracking.yaml', () => {
    const problems = run(errorCatalogueResolves, (r) => {
      r.errors.situations.trackingFailure!.log = { level: 'warn', message: 'Analytics down' };
    });
    expect(problems).toEqual([
      expect.objectContaining({
        path: ['errors', 'situations', 'trackingFailure', 'log'],
        message: expect.stringContaining("must log 'Tracking failed'"),
      }),
    ]);
  });

  it('skips code tables and constants that are not loaded', () => {
    const files = model((r) => {
      r.errors.situations.httpResponse!.logByStatus!.below = 'trace';
      r.errors.situations.chunkLoadFailure!.reload!.guardConstant = 'noSuchConstant';
    })
      .all()
      .filter((f) => f.kind !== 'codes' && f.kind !== 'constants');
    expect(errorCatalogueResolves(makeModel(files))).toEqual([]);
  });
});

describe('accessRulesResolve', () => {
  it('rejects redirects that would loop', () => {
    const problems = run(accessRulesResolve, (r) => {
      r.accessRules.loggedOutAuthRoute.redirectTo = 'app-profile';
      r.accessRules.loggedInGuestRoute.redirectTo = 'home';
    });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'accessRules.loggedOutAuthRoute.redirectTo',
        "a logged-out visitor cannot open 'app-profile' (access auth), so this would loop",
      ],
      [
        'accessRules.loggedInGuestRoute.redirectTo',
        "'home' is itself a guest page, so this would loop",
      ],
    ]);
  });

  it('wants fallbacks every country has, and known validator, operation and statuses', () => {
    const problems = run(accessRulesResolve, (r) => {
      r.accessRules.countryMismatch.fallback = 'private-loan';
      r.accessRules.postLoginRedirect.validator = 'redirectPath';
      r.accessRules.paymentsData.operation = 'getAllPayments';
      r.accessRules.unauthorizedWhileLoggedIn.statusesConstant = 'errorLogThreshold';
    });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['accessRules.countryMismatch.fallback', "route 'private-loan' does not exist in dk"],
      ['accessRules.postLoginRedirect.validator', "unknown validator 'redirectPath'"],
      ['accessRules.paymentsData.operation', "unknown operation 'getAllPayments'"],
      [
        'accessRules.unauthorizedWhileLoggedIn.statusesConstant',
        "'errorLogThreshold' is not a list constant of schema/constants.yaml",
      ],
    ]);
  });
});
