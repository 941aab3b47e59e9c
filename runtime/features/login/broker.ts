/**
 * The browser's start of an e-ID login at Criipto or Signicat (issue 5, core §2 criipto-login,
 * signicat-login and signicat-demo-login): the page leaves for the provider's start (api.yaml startOidcLogin, proxied by
 * the web server), which makes the attempt's state and nonce on the server and redirects to the
 * broker. A full navigation, not a fetch: the broker's page is another site, and no script of
 * ours ever sees the state, the nonce or the broker's code. The broker sends the browser back
 * through the provider's callback to `/{country}/login?validate=<one-time token>` (logged in by
 * the login page's validate flow) or `?state=<login state>` (cancelled, id not found, error).
 */
import { startOidcLoginPath } from '../../../generated/api/calls/startOidcLogin.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { RouteName } from '../../../generated/routes/table.js';

/** The brokers; `signicat-demo` is Signicat's test environment (core §2 signicat-demo-login). */
export const eidBrokers = ['criipto', 'signicat', 'signicat-demo'] as const;
export type EidBroker = (typeof eidBrokers)[number];

export const isEidBroker = (provider: string): provider is EidBroker =>
  (eidBrokers as readonly string[]).includes(provider);

/** Each broker's own page (core §2 login/providers/*), which leaves for the broker when opened. */
export const brokerPages = {
  criipto: 'login-providers-criipto-login',
  signicat: 'login-providers-signicat-login',
  'signicat-demo': 'login-providers-signicat-demo-login',
} as const satisfies Record<EidBroker, RouteName>;

/** Whether a route's page leaves the site as its first act (for the broker's own page). */
export const leavesForBroker = (route: RouteName): boolean =>
  (Object.values(brokerPages) as readonly RouteName[]).includes(route);

/**
 * sessionStorage key of the provider a login left for: read by the login page when the broker
 * sends the browser back with ?validate, so the login is tracked under the right method.
 */
export const LOGIN_METHOD_KEY = 'loginMethod';

/**
 * Leaves for the broker. `onReturn` runs when the browser comes back to this very page from the
 * back/forward cache (the person pressed Back at the broker), so the screen does not stay busy.
 */
export function startBrokerLogin(
  broker: EidBroker,
  country: CountryCode,
  onReturn: () => void,
): void {
  try {
    sessionStorage.setItem(LOGIN_METHOD_KEY, broker);
  } catch {
    // Storage off: the login still works, only its tracking names the e-mail link.
  }
  const restored = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    window.removeEventListener('pageshow', restored);
    onReturn();
  };
  window.addEventListener('pageshow', restored);
  // The provider's start of a login at this broker for this country (same origin, proxied).
  window.location.assign(startOidcLoginPath({ broker, query: { country } }));
}
