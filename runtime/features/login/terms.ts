/**
 * The login part of the country's terms (its providers, in order, and the notice for Finnish
 * residents), taken at build time like every public page's figures: the browser loads no terms
 * for the login (i18n/country-terms.ts). For the loaders of the login page and the provider pages.
 */
import { termsOfRequest } from '../../shared/i18n/loader-country.js';

export function loginTermsOf(request: Request) {
  const { providers, finnishLoginNotice } = termsOfRequest(request).login;
  return { providers, notice: finnishLoginNotice };
}
