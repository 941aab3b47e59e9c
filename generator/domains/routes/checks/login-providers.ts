import type { Model, Problem } from '../../../core/types.js';
import { loginProvidersByCountry } from '../route-countries.js';
import { routesFile } from '../sources.js';

/**
 * Every login provider a country offers has its own page (core §2 "Login providers"), and one
 * only: the page's route exists where the terms list the provider, so a provider without a page
 * would be offered on the login screen yet have no direct address. Skipped until the country files
 * are in the model.
 */
export function loginProviderPages(model: Model): Problem[] {
  const offered = loginProvidersByCountry(model);
  if (offered === undefined) return [];
  const routes = routesFile(model);
  const problems: Problem[] = [];
  const pageOf = new Map<string, string>();
  routes.data.routes.forEach((route, index) => {
    const provider = route.loginProvider;
    if (provider === undefined) return;
    const first = pageOf.get(provider);
    if (first !== undefined) {
      problems.push({
        file: routes.path,
        path: ['routes', index, 'loginProvider'],
        message: `login provider '${provider}' already has its page, route '${first}'`,
        expected: 'one page per login provider',
      });
    }
    pageOf.set(provider, route.name);
  });
  const missing = new Set([...offered.values()].flat().filter((p) => !pageOf.has(p)));
  for (const provider of missing) {
    problems.push({
      file: routes.path,
      path: ['routes'],
      message: `login provider '${provider}' is offered in countries/*.yaml but no route opens it`,
      expected: `a route with loginProvider: ${provider}`,
    });
  }
  return problems;
}
