/**
 * What a logged-in page draws on its first paint, fetched before it is drawn (the default-app
 * layout's clientLoader): the payments data, the customer (the greeting), the customer's
 * messages (bell, popup) and the country's global messages (update notices above the page).
 * Drawn first and filled in later, each of them pushed the page down as it arrived (Lighthouse
 * measured a layout shift of 0.16 on the logged-in home; issue 6 asks for performance >= 90).
 *
 * The reads run in parallel with the page's code, and are never an error here: a failed or slow
 * read is left to the page's own query, which shows its error page or fetch alert as before.
 * Later navigations find the data in the cache and do not wait (prefetchQuery fetches only what
 * is missing or stale).
 */
import { customerInfoQuery } from '../../../generated/api/queries/getCustomerInfo.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { loggedInHint } from '../api/session-signal.js';
// Statically: the logged-in pages load the feed's module anyway (app/messages/user-messages.tsx
// imports it), and an import() here cost the first draw a round trip for its facade chunk.
import { fetchMessages, maintenanceOf } from '../global-messages/global-messages.js';
import { messagesAllowed } from '../global-messages/messages-cookie.js';
import { primeGlobalMessages } from '../global-messages/use-global-messages.js';
import { appTransport } from '../api/transport.js';
import { fetchUserMessages, userMessagesKey } from '../messages/user-messages.js';
import { paymentsPolledQuery } from '../api/payments.js';
import { queryClient } from '../api/query.js';

/**
 * How long the first draw waits for the data at most: past it the page is drawn with what is
 * there and the rest arrives as before (a slow API must not leave a blank page).
 */
export const prefetchWaitMs = 2_500;

async function primeGlobal(country: CountryCode, signal: AbortSignal): Promise<void> {
  const messages = await fetchMessages(country, signal);
  primeGlobalMessages(country, { messages, maintenance: maintenanceOf(messages) });
}

/** Fetches the first draw's data of a logged-in page in `country`; resolves when done or late. */
export async function prefetchAppData(country: CountryCode): Promise<void> {
  // Logged out: nothing to read; the login gate sends the visitor to login.
  if (typeof document === 'undefined' || !loggedInHint()) return;
  const messages = messagesAllowed(document.cookie);
  const reads: Promise<unknown>[] = [
    queryClient.prefetchQuery(paymentsPolledQuery),
    queryClient.prefetchQuery({ ...customerInfoQuery(appTransport), staleTime: Infinity }),
  ];
  if (messages) {
    reads.push(
      queryClient.prefetchQuery({
        queryKey: userMessagesKey(country),
        queryFn: ({ signal }) => fetchUserMessages(country, signal),
      }),
      // Failures are the frame's to report (its fetch alert), when it asks itself.
      primeGlobal(country, new AbortController().signal).catch(() => undefined),
    );
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, prefetchWaitMs);
  });
  await Promise.race([Promise.all(reads), late]);
  clearTimeout(timer);
}
