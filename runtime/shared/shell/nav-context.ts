/**
 * What the shell knows when it draws the menu and the footer (NavContext), from the customer,
 * the device and whether the page offers customer service. Apart from nav.ts, which reads the
 * route table: the enhancement script of the framework-free pages (docs/decisions/0024) builds
 * the same context without carrying the table.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { NavContext, NavCount } from '../../../generated/navigation.js';
import type { SessionUser } from '../session/session.js';

const NO_COUNTS: Record<NavCount, number> = {
  unreadNotifications: 0,
  pendingRefunds: 0,
  dueAccountsAndFreepartOrders: 0,
  kontoAccountsWithPpi: 0,
};

export function navContextFor(
  country: CountryCode,
  user: SessionUser | null,
  platform: { nativeApp: string | null; layout: string; measured: boolean },
  customerServiceOption: boolean,
): NavContext {
  return {
    country,
    counts: user?.counts ?? NO_COUNTS,
    conditions: {
      hasKontoAccountWithoutPpi: user?.hasKontoAccountWithoutPpi ?? false,
      routeHasCustomerServiceOption: customerServiceOption,
      outsideNativeApp: platform.nativeApp === null,
      // Unknown until measured: the prerendered page says desktop-safe "no".
      notDesktop: platform.measured && platform.layout !== 'desktop',
    },
  };
}
