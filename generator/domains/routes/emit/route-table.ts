import type { Emitted, Model, Templates } from '../../../core/types.js';
import { literal } from '../../../core/literal.js';
import { brandSlugs, constantNumber, constantNumbers } from '../../neighbours.js';
import { pathParams } from '../paths.js';
import { routeCountries, routeCountrySources } from '../route-countries.js';
import {
  routesFile,
  type ErrorSituationSource,
  type PageActionSource,
  type RoutesSource,
  type ParamRuleSource,
} from '../sources.js';

export const ROUTE_TABLE_PATH = 'routes/table-data.ts';
export const SITUATIONS_PATH = 'routes/situations-data.ts';

/**
 * generated/routes/table.ts: every route with its layout, access, param rules, countries, back
 * link, pageType and title, the layouts, the error page, the error catalogue, the access rules,
 * and the helpers the per-country modules build hrefs and match paths with; and
 * generated/routes/situations.ts, the error catalogue, apart: every page's shell loads the table,
 * and of the catalogue it applies two rules only (the log level of a failed answer, the reload
 * after a failed chunk), which the table keeps. Constants the catalogue and the rules name are
 * inlined from schema/constants.yaml (durations in ms).
 */
export function emitRouteTable(model: Model, templates: Templates): Emitted[] {
  const file = routesFile(model);
  const data = file.data;
  const brands = brandSlugs(model);
  const situations = Object.fromEntries(
    Object.entries(data.errors.situations).map(([id, s]) => [id, situation(model, s)]),
  ) as Record<string, { logByStatus: unknown; reload: unknown }>;
  const content = templates.render('routes/table-data.ts.hbs', {
    countryPrefix: literal(data.countryPrefix),
    companionSuffixes: literal((data.companions ?? []).map((c) => c.suffix)),
    redirects: literal(
      (data.redirects ?? []).map((r) => ({
        kind: r.kind,
        status: r.status,
        pathPrefixes: r.pathPrefixes ?? [],
      })),
    ),
    layouts: literal(layoutsOf(data)),
    errorPage: literal({
      layout: data.errorPage.layout,
      fallbackStatus: data.errorPage.fallbackStatus,
      maintenanceMessageOverrides: data.errorPage.maintenanceMessageOverrides ?? false,
      statuses: data.errorPage.statuses.map((s) => ({
        status: s.status,
        titleMessageId: s.titleMessageId,
        bodyMessageId: s.bodyMessageId,
        genericPageMessageId: s.genericPageMessageId ?? null,
        actions: s.actions.map(action),
      })),
    }),
    errors: literal({
      reportingHook: data.errors.reportingHook,
      fetchAlerts: data.errors.fetchAlerts.map((a) => ({
        code: a.code,
        messageId: a.messageId,
        actions: a.actions.map(action),
      })),
    }),
    httpResponseLog: literal(situations['httpResponse']?.logByStatus ?? null),
    chunkReload: literal(situations['chunkLoadFailure']?.reload ?? null),
    accessRules: literal(accessRules(model, data)),
    paramRules: literal(
      Object.fromEntries(
        Object.entries(data.paramRules).map(([id, rule]) => [id, resolveRule(rule, brands)]),
      ),
    ),
    routes: literal(
      Object.fromEntries(data.routes.map((r) => [r.name, routeEntry(model, data, r)])),
    ),
    routeParams: data.routes.filter((r) => pathParams(r.path).length > 0).map(paramsTypeLine),
  });
  const sources = [
    file.path,
    ...model.files('brands').map((f) => f.path),
    ...model.files('constants').map((f) => f.path),
    ...routeCountrySources(model, data.routes),
  ];
  return [
    { path: ROUTE_TABLE_PATH, content, sources },
    {
      path: SITUATIONS_PATH,
      content: templates.render('routes/situations-data.ts.hbs', {
        situations: literal(situations),
      }),
      sources,
    },
  ];
}

const action = (a: PageActionSource): object => ({
  id: a.id,
  does: a.does,
  messageId: a.messageId,
  when: a.when ?? 'always',
});

/** A situation with every field present (null when unused) and its constants resolved. */
function situation(model: Model, s: ErrorSituationSource): object {
  return {
    showStatus: s.showStatus ?? null,
    redirectTo: s.redirectTo ?? null,
    log: s.log ?? null,
    logByStatus: s.logByStatus
      ? {
          threshold: constantNumber(model, s.logByStatus.thresholdConstant),
          atOrAbove: s.logByStatus.atOrAbove,
          below: s.logByStatus.below,
        }
      : null,
    reload: s.reload
      ? { times: s.reload.times, guardMs: constantNumber(model, s.reload.guardConstant) }
      : null,
    titleMessageId: s.titleMessageId ?? null,
    bodyMessageId: s.bodyMessageId ?? null,
    messageId: s.messageId ?? null,
    actions: (s.actions ?? []).map(action),
    report: s.report,
  };
}

function accessRules(model: Model, data: RoutesSource): object {
  const rules = data.accessRules;
  const redirect = (r: { redirectTo: string; rememberWantedPath?: boolean }) => ({
    redirectTo: r.redirectTo,
    rememberWantedPath: r.rememberWantedPath ?? false,
  });
  return {
    loggedOutUnknownRoute: redirect(rules.loggedOutUnknownRoute),
    loggedOutAuthRoute: redirect(rules.loggedOutAuthRoute),
    loggedInGuestRoute: redirect(rules.loggedInGuestRoute),
    postLoginRedirect: rules.postLoginRedirect,
    loggedOutLists: rules.loggedOutLists,
    paymentsData: rules.paymentsData,
    unauthorizedWhileLoggedIn: {
      statuses: constantNumbers(model, rules.unauthorizedWhileLoggedIn.statusesConstant),
      then: rules.unauthorizedWhileLoggedIn.then,
    },
    countryMismatch: rules.countryMismatch,
  };
}

function layoutsOf(data: RoutesSource): Record<string, object> {
  return Object.fromEntries(
    Object.entries(data.layouts).map(([id, l]) => [
      id,
      {
        header: l.header,
        footer: l.footer,
        backLink: l.backLink,
        userMessages: l.userMessages,
        countrySelector: l.countrySelector,
        keepScroll: l.keepScroll ?? false,
        notFoundIsSuccess: l.notFoundIsSuccess ?? false,
        redirectWhenLoggedIn: l.redirectWhenLoggedIn ?? null,
      },
    ]),
  );
}

/**
 * A brand rule becomes the list of slugs it accepts (its own, or every brand of
 * schema/brands.yaml), so the runtime needs no brand file to answer 404.
 */
function resolveRule(rule: ParamRuleSource, brands: string[] | undefined): object {
  switch (rule.kind) {
    case 'brand':
      return { kind: 'brand', values: rule.slugs ?? brands ?? [] };
    case 'enum':
      return { kind: 'enum', values: rule.values ?? [] };
    case 'pattern':
      return { kind: 'pattern', pattern: rule.pattern ?? '' };
  }
}

function routeEntry(
  model: Model,
  data: RoutesSource,
  route: RoutesSource['routes'][number],
): object {
  const link = route.backLink ?? 'none';
  return {
    path: route.path,
    layout: route.layout,
    access: route.access,
    params: route.params ?? {},
    query: route.query ?? {},
    countries: routeCountries(model, route),
    backLink: link === 'none' ? null : { previous: link.previous ?? [], fallback: link.fallback },
    pageType: route.name,
    titleMessageId: route.titleMessageId,
    customerServiceOption: route.customerServiceOption ?? false,
    keepScroll: route.keepScroll ?? data.layouts[route.layout]?.keepScroll ?? false,
    skipBaseRefetch: route.skipBaseRefetch ?? false,
    hydrate: route.hydrate ?? true,
  };
}

/** `'app-purchases-brand-id': { brand: ParamValue<'brand'>; id: ParamValue<'orderId'> };` */
function paramsTypeLine(route: RoutesSource['routes'][number]): string {
  const fields = pathParams(route.path).map((segment) => {
    const rule = route.params?.[segment.text];
    const type = rule ? `ParamValue<${literal(rule)}>` : 'string';
    return `${segment.text}${segment.optional ? '?' : ''}: ${type}`;
  });
  return `${literal(route.name)}: { ${fields.join('; ')} };`;
}
