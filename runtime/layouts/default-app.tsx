import { AppQueryProvider } from '../app/query.js';
import { RequireLogin } from '../app/require-login.js';
import { Frame } from '../shell/frame.js';

/** The logged-in pages: behind the login gate, with the query cache of their API data. */
export default function DefaultAppLayout() {
  return (
    <RequireLogin>
      <AppQueryProvider>
        <Frame layout="default-app" />
      </AppQueryProvider>
    </RequireLogin>
  );
}
