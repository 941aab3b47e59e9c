/**
 * The country of a page's loader request. Loaders run only while the build prerenders a page,
 * asking for the page's data (`/se/payment-options.data`, `/no.data`): the first segment of the
 * page's path is the country.
 */
import { countryTerms, type CountryCode } from '../../../generated/countries/index.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { pagePathOfRequest } from '../routing/page-path.js';

export function countryOfRequest(request: Request): CountryCode {
  return countryOfPath(pagePathOfRequest(request));
}

/** The terms of the request's country, for a loader to take its page's slice from. */
export function termsOfRequest(request: Request) {
  return countryTerms(countryOfRequest(request));
}
