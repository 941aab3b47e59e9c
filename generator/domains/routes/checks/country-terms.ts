import type { KeyPath, Model, Problem, SourceFile } from '../../../core/types.js';
import { COUNTRY_KIND } from '../../neighbours.js';
import { countriesOf, routesFile, type Country } from '../sources.js';

/**
 * Country availability is stated twice: in routes.yaml and flows.yaml (which pages and flows exist
 * where) and in countries/*.yaml (what staff say each country offers). They must agree, or a
 * country would show a page or payment method its terms say it does not have.
 */

/** What a country file may say; read defensively because the countries domain owns the shape. */
export interface CountryTerms {
  offers?: Record<string, { available?: unknown } | undefined>;
  payments?: {
    methods?: Record<string, { available?: unknown; featureToggle?: unknown } | undefined>;
  };
}

/** The country files; none until the countries domain's files are in the model. */
export const countryTermFiles = (model: Model): SourceFile<CountryTerms>[] =>
  model.files<CountryTerms>(COUNTRY_KIND);

/**
 * The problem when `what`, shown in the countries `shownIn`, disagrees with a country file saying
 * it is (not) `available` there; none when they agree or the country file does not say.
 */
export function availabilityDisagrees(
  at: { file: string; path: KeyPath; what: string },
  shownIn: readonly Country[],
  countryFile: SourceFile<CountryTerms>,
  available: unknown,
): Problem[] {
  if (typeof available !== 'boolean') return [];
  const shown = (shownIn as readonly string[]).includes(countryFile.name);
  if (shown === available) return [];
  return [
    {
      file: at.file,
      path: at.path,
      message: `${at.what} is ${shown ? '' : 'not '}offered in ${countryFile.name}, but ${countryFile.path} says it is ${available ? '' : 'not '}available`,
      expected: 'the same availability in both files',
    },
  ];
}

/** Routes that show an offer of countries/*.yaml `offers`. */
const ROUTE_OFFERS: Record<string, string> = { 'private-loan': 'privateLoan' };

/** A page that shows an offer exists in the countries whose terms offer it. */
export function routeCountryTermsAgree(model: Model): Problem[] {
  const routes = routesFile(model);
  return countryTermFiles(model).flatMap((countryFile) =>
    routes.data.routes.flatMap((route, index) => {
      const offer = ROUTE_OFFERS[route.name];
      if (!offer) return [];
      return availabilityDisagrees(
        {
          file: routes.path,
          path: route.countries ? ['routes', index, 'countries'] : ['routes', index],
          what: `route '${route.name}'`,
        },
        countriesOf(route),
        countryFile,
        countryFile.data.offers?.[offer]?.available,
      );
    }),
  );
}
