/**
 * The logged-in customer's messages (spec 4 "Messages"): their own (getUserMessages) and their
 * country's (getCountryMessages), newest start first, polled every 60 s unless the cookie
 * `user_messages` is false. TanStack Query's interval does not run while the tab is hidden
 * (refetchIntervalInBackground off), and coming back asks at once, as the global feed does
 * (shell/global-messages.ts, whose cookie rule, sort and marking read are used here).
 * One provider in the app layout; the bell, the notifications page and the popup read it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { getCountryMessages } from '../../../generated/api/calls/getCountryMessages.js';
import { getUserMessages } from '../../../generated/api/calls/getUserMessages.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { polling } from '../../../generated/constants.js';
import type { UserMessage } from '../../../generated/entities/types.js';
import {
  markRead as markReadGlobal,
  readViewed,
  sortNewestFirst,
} from '../global-messages/global-messages.js';
import { messagesAllowed } from '../global-messages/messages-cookie.js';
import { backgroundTransport } from '../api/transport.js';
import { withRead } from './unread.js';

/** The query key of the customer's messages in a country. */
export const userMessagesKey = (country: CountryCode) => ['userMessages', country] as const;

export async function fetchUserMessages(country: CountryCode, signal: AbortSignal) {
  const [own, national] = await Promise.all([
    getUserMessages(backgroundTransport, { signal }),
    getCountryMessages(backgroundTransport, { country, signal }),
  ]);
  return sortNewestFirst([...own.messages, ...national.messages]);
}

/**
 * The polling decision: every 60 s when messages may be fetched at all; never when the
 * `user_messages` cookie is false (then nothing is fetched).
 */
export const messagesPollMs = (cookie: string): number | false =>
  messagesAllowed(cookie) ? polling.messagesPollMs : false;

export interface UserMessagesValue {
  /** Newest start first; empty until the first answer. */
  readonly messages: readonly UserMessage[];
  /** True until the first answer (or for good when messages are not fetched: never). */
  readonly loading: boolean;
  /** Ids read in this session (spec 4: the session list of viewed messages). */
  readonly viewed: ReadonlySet<string>;
  /** Marks a message read: the server is told when it is new, the session list keeps it too. */
  markRead(message: UserMessage): void;
}

const NONE: UserMessagesValue = {
  messages: [],
  loading: false,
  viewed: new Set(),
  markRead: () => undefined,
};

const UserMessagesContext = createContext<UserMessagesValue>(NONE);

export function UserMessagesProvider({
  country,
  loggedIn,
  children,
}: {
  country: CountryCode;
  loggedIn: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const interval = typeof document === 'undefined' ? false : messagesPollMs(document.cookie);
  const query = useQuery({
    queryKey: userMessagesKey(country),
    queryFn: ({ signal }) => fetchUserMessages(country, signal),
    enabled: loggedIn && interval !== false,
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // A failed feed is quiet: the page's own data shows the fetch alert when the API is down.
    throwOnError: false,
  });
  const [viewed, setViewed] = useState<ReadonlySet<string>>(() =>
    typeof sessionStorage === 'undefined' ? new Set() : readViewed(),
  );

  const markRead = useCallback(
    (message: UserMessage) => {
      setViewed(markReadGlobal(message, loggedIn));
      queryClient.setQueryData<UserMessage[]>(userMessagesKey(country), (old) =>
        old ? withRead(old, message.id) : old,
      );
    },
    [country, loggedIn, queryClient],
  );

  const value = useMemo(
    // A disabled query (cookie false) stays pending without fetching: that is not loading.
    () => ({ messages: query.data ?? [], loading: query.isLoading, viewed, markRead }),
    [query.data, query.isLoading, viewed, markRead],
  );
  return <UserMessagesContext.Provider value={value}>{children}</UserMessagesContext.Provider>;
}

export function useUserMessages(): UserMessagesValue {
  return useContext(UserMessagesContext);
}
