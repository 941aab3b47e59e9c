import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { COUNTRIES, routesFile } from '../sources.js';

/** A problem for each item of a country list that is not a supported country (se, no, fi, dk). */
export function unknownCountries(
  list: readonly string[] | undefined,
  file: string,
  at: KeyPath,
): Problem[] {
  return (list ?? []).flatMap((c, i) =>
    (COUNTRIES as readonly string[]).includes(c)
      ? []
      : [
          {
            file,
            path: [...at, i],
            message: `unknown country '${c}'`,
            expected: `one of: ${COUNTRIES.join(', ')}`,
          },
        ],
  );
}

/** A route's country list names supported countries. */
export function routeCountriesKnown(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  return data.routes.flatMap((r, i) =>
    unknownCountries(r.countries, file, ['routes', i, 'countries']),
  );
}
