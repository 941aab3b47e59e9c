/**
 * The country's global user messages (spec 4 "Messages"): fetched when a page opens and polled
 * every 60 s (generated/constants.ts polling.messagesPollMs) unless the cookie `user_messages`
 * is `false`, paused while the tab is hidden. Sorted newest start first. A Maintenance message
 * becomes the maintenance message (the frame shows the 503 error page with its texts); when it
 * disappears the page reloads. GlobalUpdate messages are the update notifications, drawn by the
 * frame (use-global-messages.ts).
 */
import {
  getGlobalMessagesPath,
  type GetGlobalMessagesPathInput,
} from '../../../generated/api/calls/getGlobalMessages.js';
import { markMessageReadPath } from '../../../generated/api/calls/markMessageRead.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { MessagesAnswer, UserMessage } from '../../../generated/entities/types.js';
import { polling, status } from '../../../generated/constants.js';
import type { GlobalUpdateVariant } from '../overlays/global-update.js';
import { serviceFetch } from '../api/service-fetch.js';
import { BACKGROUND_CALL_HEADERS } from '../api/session-signal.js';
import type { GlobalMessages, MaintenanceText } from './types.js';

/** The contract names a country's global messages by the country in upper case. */
const MESSAGES_LOCALE = {
  se: 'SE',
  no: 'NO',
  fi: 'FI',
  dk: 'DK',
} as const satisfies Record<CountryCode, GetGlobalMessagesPathInput['locale']>;

/** getGlobalMessages (schema/api.yaml) of a country, through the /service proxy. */
export const globalMessagesPath = (country: CountryCode): string =>
  getGlobalMessagesPath({ locale: MESSAGES_LOCALE[country] });

/** The session list of viewed message ids (spec 4 "Marking read", visitors). */
export const VIEWED_KEY = 'viewedUserMessages';

const kindOf = (message: UserMessage) => message.messageType ?? message.type;

/** Newest start first; a message without a readable start goes last. */
export function sortNewestFirst(messages: readonly UserMessage[]): UserMessage[] {
  const time = (message: UserMessage) => {
    const at = Date.parse(message.startDate);
    return Number.isNaN(at) ? -Infinity : at;
  };
  return [...messages].sort((a, b) => time(b) - time(a));
}

/** The maintenance message's texts, or null when there is none (the newest one wins). */
export function maintenanceOf(messages: readonly UserMessage[]): MaintenanceText | null {
  const found = messages.find((message) => kindOf(message) === 'Maintenance');
  return found ? { title: found.title, message: found.message } : null;
}

/**
 * The notice variant of an update message (the spec names three and says only that 3 is
 * dismissible, marks read and may reveal a linked message): 3 for a message that can be read
 * (new, or with a linked message to reveal), 2 for one with an action, 1 otherwise.
 */
export function variantOf(message: UserMessage): GlobalUpdateVariant {
  if (message.isNew === true || message.linkedMessage) return 3;
  if (message.buttonText && message.ctaRoute) return 2;
  return 1;
}

export interface UpdateNotice {
  readonly message: UserMessage;
  readonly variant: GlobalUpdateVariant;
  readonly linked?: UserMessage;
}

/**
 * The update notifications to show: GlobalUpdate messages, newest first, without those read in
 * this session and without those another message links to (they show behind its read-more).
 */
export function updateNotices(
  messages: readonly UserMessage[],
  viewed: ReadonlySet<string>,
): UpdateNotice[] {
  const linkedIds = new Set(messages.map((message) => message.linkedMessage).filter(Boolean));
  return messages
    .filter((message) => kindOf(message) === 'GlobalUpdate')
    .filter((message) => !viewed.has(message.id) && !linkedIds.has(message.id))
    .map((message) => {
      const variant = variantOf(message);
      const linked = message.linkedMessage
        ? messages.find((other) => other.id === message.linkedMessage)
        : undefined;
      return linked ? { message, variant, linked } : { message, variant };
    });
}

export function readViewed(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function addViewed(id: string): Set<string> {
  const viewed = readViewed();
  viewed.add(id);
  try {
    sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed]));
  } catch {
    // Not remembered: the notice shows again on the next page load.
  }
  return viewed;
}

/**
 * Marks a message read (spec 4): logged in and new, the server is told; otherwise (and as well,
 * so it stays hidden in this session) its id joins the session list of viewed messages.
 */
export function markRead(message: UserMessage, loggedIn: boolean): Set<string> {
  if (loggedIn && message.isNew) {
    serviceFetch(markMessageReadPath({ id: message.id }), {
      method: 'PUT',
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
  return addViewed(message.id);
}

/** One fetch alert per page load for the feed, however often polling fails. */
let alerted = false;

export async function fetchMessages(
  country: CountryCode,
  signal: AbortSignal,
): Promise<UserMessage[]> {
  // A poll, not the visitor: it must not keep a logged-in session alive (spec 6 inactivity).
  const response = await serviceFetch(globalMessagesPath(country), {
    headers: { Accept: 'application/json', ...BACKGROUND_CALL_HEADERS },
    signal,
  });
  if (!response.ok) throw new Error(`global messages: ${response.status}`);
  const body = (await response.json()) as Partial<MessagesAnswer>;
  return sortNewestFirst(Array.isArray(body.messages) ? body.messages : []);
}

/**
 * Fetches the country's global messages now and every 60 s while the tab is visible, passing
 * each answer on, and the first failure of the page load (for its fetch alert); returns the
 * function that stops it. use-global-messages.ts runs it from the frame.
 */
export function watchGlobalMessages(
  country: CountryCode,
  on: { messages: (state: GlobalMessages) => void; failure: () => void },
  /**
   * The answer the page was drawn with, just read (app/data/prefetch.ts): the watcher then waits
   * a period before asking again, instead of asking the same at once.
   */
  fresh?: GlobalMessages,
): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setInterval> | null = null;
  let inMaintenance = fresh?.maintenance != null;

  const load = () => {
    fetchMessages(country, abort.signal).then(
      (messages) => {
        const maintenance = maintenanceOf(messages);
        if (inMaintenance && !maintenance && status.maintenanceEndReload) {
          location.reload();
          return;
        }
        inMaintenance = maintenance !== null;
        on.messages({ messages, maintenance });
      },
      () => {
        if (abort.signal.aborted || alerted) return;
        alerted = true;
        on.failure();
      },
    );
  };
  const start = () => {
    if (timer === null) timer = setInterval(load, polling.messagesPollMs);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  // Hidden tabs do not poll; coming back asks at once, then every 60 s again.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') stop();
    else {
      stop();
      load();
      start();
    }
  };

  if (!fresh) load();
  if (document.visibilityState !== 'hidden') start();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    abort.abort();
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
