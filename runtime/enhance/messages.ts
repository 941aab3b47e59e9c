/**
 * The country's global messages on a framework-free page (spec 4 "Messages"): a maintenance
 * message puts every page into the 503 page, which is the app's to draw (shell/frame.tsx; the
 * update notices show only in the logged-in layout, schema/routes.yaml userMessages), so such a
 * page starts the app instead of its enhancement; so does a feed that fails, whose fetch alert
 * (spec 8) is the app's too. The feed's first answer decides before anything is enhanced (the
 * page is already drawn and readable meanwhile). Maintenance that starts while the page is open
 * (the feed is polled as in the app, global-messages.ts) reloads it once with the app asked for,
 * since an enhanced page cannot hand over to the app in place; a later failure of the feed is
 * not worth a reload, and the page goes on as it is.
 */
import type { CountryCode } from '../../generated/countries/index.js';
import { watchGlobalMessages } from '../shared/global-messages/global-messages.js';
import { messagesAllowed } from '../shared/global-messages/messages-cookie.js';
import type { GlobalMessages } from '../shared/global-messages/types.js';

/** Session storage: the path whose next load starts the app (a message came while it was open). */
const WAKE_KEY = 'appWantedAt';

/** Whether the feed's answer holds something only the app draws: the maintenance page. */
export const appNeededFor = (state: GlobalMessages): boolean => state.maintenance !== null;

/** Whether this load was asked to start the app; the ask is used up. */
export function appAsked(): boolean {
  try {
    const asked = sessionStorage.getItem(WAKE_KEY) === location.pathname;
    sessionStorage.removeItem(WAKE_KEY);
    return asked;
  } catch {
    return false;
  }
}

/**
 * Tells `decided` once whether the page needs the app, from the feed's first answer (true in
 * maintenance and when the feed fails, false when messages are turned off), and keeps polling
 * while the page is enhanced.
 */
export function watchMessages(country: CountryCode, decided: (appNeeded: boolean) => void): void {
  if (!messagesAllowed(document.cookie)) {
    decided(false);
    return;
  }
  let first = true;
  const stop = watchGlobalMessages(country, {
    messages: (state) => {
      const needed = appNeededFor(state);
      if (first) {
        first = false;
        // The app polls the feed itself.
        if (needed) stop();
        decided(needed);
      } else if (needed) {
        stop();
        try {
          sessionStorage.setItem(WAKE_KEY, location.pathname);
        } catch {
          // Without session storage the reloaded page asks the feed again, and it says so.
        }
        location.reload();
      }
    },
    failure: () => {
      if (!first) return;
      first = false;
      stop();
      decided(true);
    },
  });
}
