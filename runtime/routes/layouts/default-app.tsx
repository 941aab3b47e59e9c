/**
 * The logged-in pages: behind the login gate, with the query cache of their API data, the
 * customer's messages, and the session the shell sees completed with the customer (`user`: the
 * menu's counts, spec 2) on top of the outer provider's `loggedIn` and `logout`. The base data is
 * fetched again on each route change (spec 4); a failed read shows the error page of its status.
 */
import { useMemo } from 'react';
import { BUILT_STEP_IDS } from '../hosts/step-ids.js';
import { BuiltSteps } from '../../shared/flows/built-steps-context.js';
import { FlowOutcomes } from '../../shared/flows/flow-outcomes.js';
import { prefetchAppData } from '../../shared/prefetch/prefetch.js';
import { useBaseData } from '../../shared/api/use-base-data.js';
import { InformationPopup } from '../../features/messages/information-popup.js';
import { unreadNotifications } from '../../shared/messages/unread.js';
import { UserMessagesProvider, useUserMessages } from '../../shared/messages/user-messages.js';
import { AppQueryProvider } from '../../shared/api/query.js';
import { RequireLogin } from '../../shared/session/require-login.js';
import { sessionUserOf } from '../../shared/session/session-user.js';
import { ErrorPage } from '../../shared/shell/error-page.js';
import { countryOfPath } from '../../shared/routing/route-of-path.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useCurrentRoute } from '../../shared/routing/current-route.js';
import { Frame } from '../../shared/shell/frame.js';
import { SessionContext, useSession, type Session } from '../../shared/session/session.js';

/**
 * The first draw's data (payments, customer, messages) is fetched before the page is drawn, so
 * the page does not shift as each answer arrives (app/data/prefetch.ts; waits 2.5 s at most).
 */
export async function clientLoader({ request }: { request: Request }): Promise<null> {
  await prefetchAppData(countryOfPath(new URL(request.url).pathname));
  return null;
}

/**
 * Only when the layout is entered: between logged-in pages the cache has the data, and the route
 * change's refetch (spec 4) is useBaseData's, which must not hold the navigation.
 */
export const shouldRevalidate = (): boolean => false;

export default function DefaultAppLayout() {
  const { country } = useCountry();
  const { loggedIn } = useSession();
  return (
    <RequireLogin>
      <AppQueryProvider>
        <UserMessagesProvider country={country} loggedIn={loggedIn}>
          {/* The flow steps this version has: pages link only to flows that open. */}
          <BuiltSteps steps={BUILT_STEP_IDS}>
            <AppFrame />
            <FlowOutcomes />
          </BuiltSteps>
        </UserMessagesProvider>
      </AppQueryProvider>
    </RequireLogin>
  );
}

function AppFrame() {
  const outer = useSession();
  const { payments, errorStatus } = useBaseData();
  const { messages, viewed } = useUserMessages();
  const { name } = useCurrentRoute();
  const unread = unreadNotifications(messages, viewed);
  const user = useMemo(
    () => sessionUserOf({ payments, unreadNotifications: unread }),
    [payments, unread],
  );
  // The outer provider names no customer (it holds no customer data); stories and shell tests
  // draw this layout with a customer of their own, which is kept.
  const session = useMemo<Session>(() => ({ ...outer, user: outer.user ?? user }), [outer, user]);
  return (
    <SessionContext.Provider value={session}>
      <InformationPopup active={name === 'app' && errorStatus === null} />
      <Frame layout="default-app">
        {errorStatus === null ? undefined : (
          <ErrorPage
            status={errorStatus}
            loggedIn={outer.loggedIn}
            {...(outer.logout ? { onLogout: outer.logout } : {})}
            documentTitle
          />
        )}
      </Frame>
    </SessionContext.Provider>
  );
}
