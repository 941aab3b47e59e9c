/**
 * The country of a page's loader request. Loaders run only while the build prerenders a page,
 * with the page's own URL, so its first segment is the country (`/se/payment-options`).
 */
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { countryOfPath } from '../i18n/catalogue.js';

export function countryOfRequest(request: Request): CountryCode {
  return countryOfPath(new URL(request.url).pathname);
}

/** The terms of the request's country, for a loader to take its page's slice from. */
export function termsOfRequest(request: Request) {
  return countryTerms(countryOfRequest(request));
}
