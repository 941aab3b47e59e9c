import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { pathParams } from '../../routes/paths.js';
import { routeCountries } from '../../routes/route-countries.js';
import { COUNTRIES, routesFile, type Country, type RouteSource } from '../../routes/sources.js';
import { navigationFile, type MenuEntrySource, type NavTargetSource } from '../sources.js';

/**
 * Every link of the shell (schema/navigation.yaml) leads somewhere real:
 * - it names a route of schema/routes.yaml that exists in every country where the link shows (a
 *   link limited to some countries says so with `countries`, which must be within its group's);
 * - it gives every required path parameter of that route, and only parameters the route has;
 * - what a logged-out visitor sees (logged-out header, footer) never needs login;
 * - ids are unique among their siblings, so the runtime and tests can address each entry.
 */
export function navigationLinksResolve(model: Model): Problem[] {
  const { path: file, data } = navigationFile(model);
  const routes = new Map(routesFile(model).data.routes.map((r) => [r.name, r]));
  const problems: Problem[] = [];

  const uniqueIds = (items: Array<{ id: string }>, at: KeyPath): void => {
    items.forEach((item, i) => {
      const first = items.findIndex((x) => x.id === item.id);
      if (first !== i) {
        problems.push({
          file,
          path: [...at, i, 'id'],
          message: `id '${item.id}' is already used by entry ${first} here`,
          expected: 'an id its siblings do not have',
        });
      }
    });
  };

  const narrowed = (
    own: Country[] | undefined,
    outer: readonly Country[],
    at: KeyPath,
  ): readonly Country[] => {
    if (!own) return outer;
    const extra = own.filter((c) => !outer.includes(c));
    if (extra.length > 0) {
      problems.push({
        file,
        path: [...at, 'countries'],
        message: `its group does not show in ${extra.join(', ')}`,
        expected: `countries within: ${outer.join(', ')}`,
      });
    }
    return own.filter((c) => outer.includes(c));
  };

  const target = (
    t: NavTargetSource,
    at: KeyPath,
    shownIn: readonly Country[],
    publicOnly: boolean,
  ): void => {
    const route: RouteSource | undefined = routes.get(t.route);
    if (!route) {
      problems.push({
        file,
        path: [...at, 'route'],
        message: `unknown route '${t.route}'`,
        expected: 'a route name of schema/routes.yaml',
      });
      return;
    }
    const has = routeCountries(model, route);
    const missing = shownIn.filter((c) => !has.includes(c));
    if (missing.length > 0) {
      problems.push({
        file,
        path: [...at, 'route'],
        message: `route '${t.route}' does not exist in ${missing.join(', ')}, where this link shows`,
        expected: `countries: [${has.join(', ')}] on the link`,
      });
    }
    if (publicOnly && route.access === 'auth') {
      problems.push({
        file,
        path: [...at, 'route'],
        message: `route '${t.route}' needs login, but a logged-out visitor sees this link`,
        expected: 'a route with access guest or no-auth',
      });
    }
    const inPath = pathParams(route.path);
    const given = Object.keys(t.params ?? {});
    const required = inPath.filter((p) => !p.optional && !given.includes(p.text));
    if (required.length > 0) {
      problems.push({
        file,
        path: [...at, t.params ? 'params' : 'route'],
        message: `route '${t.route}' needs ${required.map((p) => `:${p.text}`).join(', ')}, which this link does not give`,
        expected: `params: { ${required.map((p) => `${p.text}: <where it comes from>`).join(', ')} }`,
      });
    }
    for (const name of given) {
      if (!inPath.some((p) => p.text === name)) {
        problems.push({
          file,
          path: [...at, 'params', name],
          atKey: true,
          message: `route '${t.route}' has no parameter '${name}'`,
          expected: inPath.length
            ? `one of: ${inPath.map((p) => p.text).join(', ')}`
            : 'no params (the route has none)',
        });
      }
    }
  };

  const entries = (list: MenuEntrySource[], at: KeyPath, outer: readonly Country[]): void => {
    uniqueIds(list, at);
    list.forEach((entry, i) => {
      const here = [...at, i];
      const shownIn = narrowed(entry.countries, outer, here);
      switch (entry.kind) {
        case 'link':
          target(entry, here, shownIn, false);
          break;
        case 'group':
          entries(entry.entries, [...here, 'entries'], shownIn);
          break;
        case 'accountLinks':
          for (const kind of ['konto', 'monthly', 'freepart'] as const) {
            target(entry.single[kind], [...here, 'single', kind], shownIn, false);
          }
          target(entry.multiple, [...here, 'multiple'], shownIn, false);
          break;
        case 'insuranceLink':
          target(entry.one, [...here, 'one'], shownIn, false);
          target(entry.several, [...here, 'several'], shownIn, false);
          break;
        case 'action':
          break;
      }
    });
  };

  for (const state of ['loggedOut', 'loggedIn'] as const) {
    const items = data.header[state];
    uniqueIds(items, ['header', state]);
    items.forEach((item, i) => {
      if (item.kind !== 'menuToggle') {
        target(item, ['header', state, i], COUNTRIES, state === 'loggedOut');
      }
    });
  }
  entries(data.userMenu.entries, ['userMenu', 'entries'], COUNTRIES);
  uniqueIds(data.footer.groups, ['footer', 'groups']);
  data.footer.groups.forEach((group, g) => {
    const at: KeyPath = ['footer', 'groups', g, 'links'];
    uniqueIds(group.links, at);
    group.links.forEach((link, i) => {
      const shownIn = narrowed(link.countries, COUNTRIES, [...at, i]);
      if (link.route !== undefined) {
        target({ route: link.route }, [...at, i], shownIn, true);
      }
    });
  });
  const scroll = data.scrollMemory.underRoute;
  if (!routes.has(scroll)) {
    problems.push({
      file,
      path: ['scrollMemory', 'underRoute'],
      message: `unknown route '${scroll}'`,
      expected: 'a route name of schema/routes.yaml',
    });
  }
  return problems;
}
