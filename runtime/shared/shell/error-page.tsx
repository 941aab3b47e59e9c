/**
 * The error page (spec 2 "Error page"): title and message by status, from a maintenance message
 * when one is set, else from the texts; 404 offers the way home, 503 a reload, 504 a retry and,
 * logged in, a logout; any other status is shown as 504 (errorPageContent). This is the content
 * only: the error layout, the root error boundary and the not-found route put it in <main>.
 */
import { logoutPath } from '../../../generated/api/calls/logout.js';
import { errorPageContent, type PageAction } from '../../../generated/routes/table.js';
import { useCountry } from '../i18n/country-context.js';
import { href } from '../routing/href.js';
import { useTexts } from '../i18n/texts.js';
import '../styles/overlays.css';
import { serviceFetch } from '../api/service-fetch.js';
import { GuardedButton } from '../platform/guarded-click.js';
import { useSession } from '../session/session.js';
import type { MaintenanceText } from '../global-messages/types.js';

export interface ErrorPageProps {
  readonly status: number;
  /** The maintenance message of the messages feed, when one is set (spec 4 Messages). */
  readonly maintenance?: MaintenanceText | null;
  /** Whether to offer the logout; the session's (shell/session.ts) when not given. */
  readonly loggedIn?: boolean;
  /** How to log out; the session's `logout` when not given. */
  readonly onLogout?: () => void;
  /**
   * Sets the document's title to the error's (React puts a <title> into <head>); for pages
   * without route meta of their own: the not-found route and the error boundary.
   */
  readonly documentTitle?: boolean;
}

/**
 * Logs out without the session module, which the error page cannot count on: the server ends
 * the session, then the country's home page loads afresh (logged out, state gone).
 */
function logoutAndGoHome(home: string) {
  const leave = () => location.assign(home);
  serviceFetch(logoutPath(), { method: 'POST', credentials: 'same-origin' }).then(leave, leave);
}

function reload() {
  location.reload();
}

export function ErrorPage({
  status,
  maintenance = null,
  loggedIn: givenLoggedIn,
  onLogout: givenLogout,
  documentTitle = false,
}: ErrorPageProps) {
  const t = useTexts();
  const session = useSession();
  const loggedIn = givenLoggedIn ?? session.loggedIn;
  const onLogout = givenLogout ?? session.logout;
  const { country } = useCountry();
  const content = errorPageContent(status, maintenance);
  // A full page load home: after an error, nothing of the broken page's state should remain.
  const home = href(country, 'home');
  const title = content.source === 'maintenance' ? content.title : t(content.titleMessageId);
  const message = content.source === 'maintenance' ? content.message : t(content.bodyMessageId);
  const action = (entry: PageAction) => {
    const label = t(entry.messageId);
    if (entry.does === 'goHome') {
      return (
        <a key={entry.id} className="overlay-button" href={home}>
          {label}
        </a>
      );
    }
    const onClick = entry.does === 'reload' ? reload : (onLogout ?? (() => logoutAndGoHome(home)));
    const quiet = entry.does === 'logout' ? ' overlay-button-quiet' : '';
    return (
      <GuardedButton key={entry.id} className={`overlay-button${quiet}`} onClick={onClick}>
        {label}
      </GuardedButton>
    );
  };
  return (
    <div className={`error-page error-page-${content.status}`}>
      {documentTitle && <title>{title}</title>}
      <h1>{title}</h1>
      <p>{message}</p>
      <div className="overlay-actions">
        {content.actions.filter((entry) => entry.when === 'always' || loggedIn).map(action)}
      </div>
    </div>
  );
}
