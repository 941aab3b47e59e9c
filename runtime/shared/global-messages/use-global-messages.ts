/**
 * The frame's view of the country's global user messages (spec 4 "Messages"; global-messages.ts
 * fetches and polls them, unless the cookie `user_messages` is `false`). That module is imported
 * statically: only the app's pages draw the frame (every public page leaves out the framework,
 * docs/decisions/0024), they read the feed before their first draw (prefetch/prefetch.ts), and an
 * import() here cost the first load a request for its facade chunk.
 */
import { useEffect, useRef, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { UserMessage } from '../../../generated/entities/types.js';
import type { GlobalMessages } from './types.js';
import { useAlertsIfAny } from '../overlays/provider.js';
import { messagesAllowed } from './messages-cookie.js';
import { watchGlobalMessages } from './global-messages.js';

const NONE: GlobalMessages = { messages: [], maintenance: null };

/**
 * Global messages a logged-in page's loader fetched before its first draw
 * (runtime/shared/prefetch/prefetch.ts): the frame starts from them, so update notices are drawn with
 * the page instead of pushing it down when the first poll answers.
 */
const primed = new Map<CountryCode, GlobalMessages>();

export function primeGlobalMessages(country: CountryCode, state: GlobalMessages): void {
  primed.set(country, state);
}

/** Whether any message is an update notification (the notices' code loads only then). */
export const hasUpdates = (messages: readonly UserMessage[]): boolean =>
  messages.some((message) => (message.messageType ?? message.type) === 'GlobalUpdate');

/** The global messages of the country, kept current while the page is open. */
export function useGlobalMessages(country: CountryCode): GlobalMessages {
  const [state, setState] = useState<GlobalMessages>(() => primed.get(country) ?? NONE);
  const alerts = useAlertsIfAny();
  const alertsRef = useRef(alerts);
  alertsRef.current = alerts;

  useEffect(() => {
    if (!messagesAllowed(document.cookie)) return;
    // A primed answer serves one start only: a frame drawn again later asks anew.
    const fresh = primed.get(country);
    primed.delete(country);
    return watchGlobalMessages(
      country,
      { messages: setState, failure: () => alertsRef.current?.fetchAlert(504) },
      fresh,
    );
  }, [country]);

  return state;
}
