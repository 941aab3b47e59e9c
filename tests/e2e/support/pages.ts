/**
 * The pages the suite visits, from the route table and the build plan, so a new page is covered
 * the moment its module exists: every prerendered public path of every country.
 */
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
import { LAYOUTS, type LayoutId, type RouteName } from '../../../generated/routes/table.js';
import { leavesForBroker } from '../../../runtime/features/login/broker.js';
import { plannedRoutes, prerenderPaths } from '../../../runtime/shared/routing/plan.js';

export interface PublicPage {
  readonly country: CountryCode;
  readonly route: RouteName;
  readonly layout: LayoutId;
  /** `/se`, `/se/about-us`, `/se/ppi/<brand>`, ... */
  readonly path: string;
  /** The `lang` its document must have. */
  readonly lang: string;
}

const countryOf = (path: string): CountryCode => path.split('/')[1] as CountryCode;

/**
 * Every prerendered public page. An e-ID broker's login page is not among them: it leaves for the
 * broker (another site) as soon as it is opened, so no page of ours stays to be checked there
 * (login-providers.test.ts follows it to the broker and back).
 */
export function publicPages(): PublicPage[] {
  return plannedRoutes()
    .filter((planned) => !leavesForBroker(planned.name))
    .flatMap((planned) =>
      prerenderPaths([planned]).map((path) => {
        const country = countryOf(path);
        return {
          country,
          route: planned.name,
          layout: planned.definition.layout,
          path,
          lang: countryLocale[country],
        };
      }),
    );
}

export function pagesOf(country: CountryCode): PublicPage[] {
  return publicPages().filter((page) => page.country === country);
}

/** The first page of a country whose layout has the given feature, e.g. the country selector. */
export function pageWith(
  country: CountryCode,
  feature: 'countrySelector' | 'footer',
): PublicPage | undefined {
  return pagesOf(country).find((page) => LAYOUTS[page.layout][feature]);
}
