import type { Check, Problem } from '../../../core/types.js';
import { routesFile, type Country } from '../../routes/sources.js';
import { entryFiles, versionsOf, type ContentLocale } from '../source.js';

const COUNTRY_OF: Record<ContentLocale, Country> = { sv: 'se', nb: 'no', fi: 'fi', da: 'dk' };

/**
 * A link to a page names a route of schema/routes.yaml that the entry's country has and that a
 * visitor can open (not one behind login): a wrong name would be a dead link on a static page.
 */
export const checkPageLinks: Check = (model) => {
  const routes = routesFile(model).data.routes;
  const byName = new Map(routes.map((r) => [r.name, r]));
  const problems: Problem[] = [];
  for (const file of entryFiles(model)) {
    for (const version of versionsOf(file)) {
      version.body.sections.forEach((section, s) => {
        (section.links ?? []).forEach((link, l) => {
          if (!('page' in link)) return;
          const path = [...version.path, 'sections', s, 'links', l, 'page'];
          const route = byName.get(link.page);
          const country = COUNTRY_OF[version.locale];
          if (!route) {
            problems.push({
              file: file.path,
              path,
              message: `'${link.page}' is not a route`,
              expected: 'a route name from schema/routes.yaml, for example customer-service',
            });
          } else if (route.access === 'auth') {
            problems.push({
              file: file.path,
              path,
              message: `'${link.page}' is behind login`,
              expected: 'a public page',
            });
          } else if (route.countries && !route.countries.includes(country)) {
            problems.push({
              file: file.path,
              path,
              message: `'${link.page}' does not exist in ${country}`,
              expected: `a page of ${country} (${version.locale})`,
            });
          }
        });
      });
    }
  }
  return problems;
};
