/**
 * The locale cookie (core §5, §9; country §3): only se, dk, fi, no are accepted, and it lasts
 * 365 days. The server sets it whenever the site is opened under a country prefix, and the root
 * and paths without a prefix go to its country.
 */
import { isCountryCode, type CountryCode } from '../../generated/countries/index.js';
import { serverConfig } from './config.js';

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The locale cookie's country, or null when it is missing or not a supported country. */
export function localeCookieCountry(header: string | undefined): CountryCode | null {
  const value = cookieValue(header, serverConfig.localeCookie);
  return isCountryCode(value) ? value : null;
}

/** The Set-Cookie value that stores a country for 365 days. */
export const localeCookie = (country: CountryCode): string =>
  `${serverConfig.localeCookie}=${country}; Path=/; Max-Age=${serverConfig.localeCookieMaxAgeSeconds}; SameSite=Lax; Secure`;
