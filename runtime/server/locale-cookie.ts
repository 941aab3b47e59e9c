/**
 * The locale cookie (core §5, §9; country §3): only se, dk, fi, no are accepted, and it lasts
 * 365 days. The server sets it whenever the site is opened under a country prefix, and the root
 * and paths without a prefix go to its country.
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isCountryCode, type CountryCode } from '../../generated/countries/index.js';
import { serverConfig } from './config.js';

/** The locale cookie's country, or null when it is missing or not a supported country. */
export function localeCookieCountry(c: Context): CountryCode | null {
  const value = getCookie(c, serverConfig.localeCookie);
  return isCountryCode(value) ? value : null;
}

/** The Set-Cookie value that stores a country for 365 days. */
export const localeCookie = (country: CountryCode): string =>
  generateCookie(serverConfig.localeCookie, country, {
    path: '/',
    maxAge: serverConfig.localeCookieMaxAgeSeconds,
    sameSite: 'Lax',
    secure: true,
  });
