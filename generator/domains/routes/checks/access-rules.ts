import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { constantFacts, operationIds, validatorFields } from '../../neighbours.js';
import { routeCountries } from '../route-countries.js';
import { COUNTRIES, routesFile, type RouteSource } from '../sources.js';

/**
 * The access rules (spec 6) send people to pages they can open: a logged-out visitor to a page
 * that needs no login, a logged-in customer away from guest pages to one that is not a guest page,
 * a fallback to a route every country has (no redirect loops). The validator, the operation and
 * the statuses constant they name exist (when their files are loaded).
 */
export function accessRulesResolve(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const rules = data.accessRules;
  const byName = new Map(data.routes.map((r) => [r.name, r]));
  const problems: Problem[] = [];
  const at = (...keys: string[]): KeyPath => ['accessRules', ...keys];

  const route = (name: string, path: KeyPath): RouteSource | undefined => {
    const found = byName.get(name);
    if (!found) {
      problems.push({
        file,
        path,
        message: `unknown route '${name}'`,
        expected: 'a route name of this file',
      });
    }
    return found;
  };
  const everywhere = (target: RouteSource, path: KeyPath): void => {
    const missing = COUNTRIES.filter((c) => !routeCountries(model, target).includes(c));
    if (missing.length > 0) {
      problems.push({
        file,
        path,
        message: `route '${target.name}' does not exist in ${missing.join(', ')}`,
        expected: 'a route every country has',
      });
    }
  };

  for (const key of ['loggedOutUnknownRoute', 'loggedOutAuthRoute'] as const) {
    const target = route(rules[key].redirectTo, at(key, 'redirectTo'));
    if (target && target.access === 'auth') {
      problems.push({
        file,
        path: at(key, 'redirectTo'),
        message: `a logged-out visitor cannot open '${target.name}' (access auth), so this would loop`,
        expected: 'a route with access guest or no-auth, such as login',
      });
    }
    if (target) everywhere(target, at(key, 'redirectTo'));
  }
  const home = route(rules.loggedInGuestRoute.redirectTo, at('loggedInGuestRoute', 'redirectTo'));
  if (home && home.access === 'guest') {
    problems.push({
      file,
      path: at('loggedInGuestRoute', 'redirectTo'),
      message: `'${home.name}' is itself a guest page, so this would loop`,
      expected: 'a route with access auth or no-auth, such as app',
    });
  }
  if (home) everywhere(home, at('loggedInGuestRoute', 'redirectTo'));
  for (const key of ['postLoginRedirect', 'countryMismatch'] as const) {
    const target = route(rules[key].fallback, at(key, 'fallback'));
    if (target) everywhere(target, at(key, 'fallback'));
  }

  const validators = validatorFields(model);
  if (validators && !validators.has(rules.postLoginRedirect.validator)) {
    problems.push({
      file,
      path: at('postLoginRedirect', 'validator'),
      message: `unknown validator '${rules.postLoginRedirect.validator}'`,
      expected: 'a validator of schema/validators.yaml, such as redirectTarget',
    });
  }
  const operations = operationIds(model);
  if (operations && !operations.has(rules.paymentsData.operation)) {
    problems.push({
      file,
      path: at('paymentsData', 'operation'),
      message: `unknown operation '${rules.paymentsData.operation}'`,
      expected: 'an operationId of schema/api.yaml',
    });
  }
  const statuses = constantFacts(model)?.get(rules.unauthorizedWhileLoggedIn.statusesConstant);
  if (constantFacts(model) && (!statuses || !Array.isArray(statuses.value))) {
    problems.push({
      file,
      path: at('unauthorizedWhileLoggedIn', 'statusesConstant'),
      message: `'${rules.unauthorizedWhileLoggedIn.statusesConstant}' is not a list constant of schema/constants.yaml`,
      expected: 'a list of statuses, such as logoutStatuses',
    });
  }
  return problems;
}
