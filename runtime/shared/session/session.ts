/**
 * The visitor's session as the shell sees it. `SessionProvider` (runtime/shared/session/session-provider.tsx, mounted
 * in runtime/shared/providers.tsx) gives `loggedIn` and `logout`; the logged-in area's layout adds the
 * customer's counts (`user`) with a provider of its own inside. The shell is built against
 * `Session` alone, and tests draw it through `SessionContext`.
 */
import { createContext, useContext } from 'react';
import type { NavCount } from '../../../generated/navigation.js';

/** The one item a count-dependent menu link leads to when the count is 1. */
export interface SessionUser {
  /** Spec 2 counts behind the badges and the account and insurance links. */
  counts: Readonly<Record<NavCount, number>>;
  /** Whether a konto account can still get payment protection (the insurance link). */
  hasKontoAccountWithoutPpi: boolean;
  /** The one due item when dueAccountsAndFreepartOrders is 1. */
  dueItem: { kind: 'konto' | 'monthly' | 'freepart'; brand: string; orderId?: string } | null;
  /** The brand of the one konto account with ppi when kontoAccountsWithPpi is 1. */
  insuredBrand: string | null;
}

export interface Session {
  loggedIn: boolean;
  user: SessionUser | null;
  /**
   * Ends the session: the logout tracking event, the server clears the cookies and ends the
   * token at the API, then the login screen. Absent outside a SessionProvider (tests, stories).
   */
  logout?: () => void;
}

export const LOGGED_OUT: Session = { loggedIn: false, user: null };

export const SessionContext = createContext<Session>(LOGGED_OUT);

/** The current session; logged out outside a SessionProvider. */
export function useSession(): Session {
  return useContext(SessionContext);
}
