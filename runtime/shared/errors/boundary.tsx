/**
 * The error boundaries for React Router: an error response shows the error page of its status, a
 * failed code chunk reloads the page (chunk-reload.ts), anything else gets the fallback with a
 * link home (spec 8) and goes to the error-reporting hook. It is the root's (root.tsx), so it
 * may draw outside the country route: it brings the path's texts, terms and frame itself.
 */
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { countryLanguageTag, type CountryCode } from '../../../generated/countries/index.js';
import type { MessageCatalogue } from '../../../generated/messages/index.js';
import { ERROR_PAGE, logLevelForStatus } from '../../../generated/routes/table.js';
import { catalogueOf, ensureCatalogue } from '../i18n/catalogue.js';
import { href } from '../routing/href.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { leavesRoutedCountry } from '../routing/manifest.js';
import { CountryContext, countryValue, useCountry } from '../i18n/country-context.js';
import { TextsProvider, useTexts } from '../i18n/texts.js';
import { Providers } from '../providers.js';
import { Frame } from '../shell/frame.js';
import { clientLog, reportError } from '../tracking/client-log.js';
import { installChunkReload, isChunkLoadError, recoverFromChunkFailure } from './chunk-reload.js';
import { ErrorPage } from '../shell/error-page.js';

// Importing the boundary (root.tsx does) is the earliest moment our code runs in the browser:
// failed chunk preloads are watched from then on. Does nothing while prerendering.
installChunkReload();

export type ErrorKind =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'chunk' }
  | { readonly kind: 'unexpected' };

export function classifyError(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) return { kind: 'status', status: error.status };
  if (isChunkLoadError(error)) return { kind: 'chunk' };
  return { kind: 'unexpected' };
}

/** Spec 8 "Unexpected error": the fallback message with a link home. */
export function UnexpectedError() {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <div className="error-page">
      <title>{t('error.unexpected.title')}</title>
      <h1>{t('error.unexpected.title')}</h1>
      <p>{t('error.unexpected.body')}</p>
      <div className="overlay-actions">
        <a className="overlay-button" href={href(country, 'home')}>
          {t('error.unexpected.link')}
        </a>
      </div>
    </div>
  );
}

/** What an error shows, without <main>: the error page of its status, else the fallback. */
export function ErrorBody({ kind }: { kind: ErrorKind }) {
  return kind.kind === 'status' ? (
    <ErrorPage status={kind.status} documentTitle />
  ) : (
    <UnexpectedError />
  );
}

/** The error's content in its country; pure of effects, so tests draw it. */
export function ErrorContent({ kind }: { kind: ErrorKind }) {
  return (
    <main id="main" className="error-main">
      <ErrorBody kind={kind} />
    </main>
  );
}

function loadedCatalogue(country: CountryCode): MessageCatalogue | null {
  try {
    return catalogueOf(country);
  } catch {
    return null;
  }
}

/**
 * The route error being drawn, sorted, and what it sets off once: a failed chunk reloads when
 * the guard allows (chunk-reload.ts), anything unexpected is reported, a status is logged.
 */
export function useRouteErrorKind(): ErrorKind {
  const error = useRouteError();
  const kind = useMemo(() => classifyError(error), [error]);
  const { pathname, search, hash } = useLocation();
  const elsewhere = kind.kind === 'status' && kind.status === 404 && leavesRoutedCountry(pathname);
  useEffect(() => {
    // A link into another country: the router has this country's routes only (routing/
    // manifest.ts), so the page is loaded as a document.
    if (elsewhere) window.location.assign(`${pathname}${search}${hash}`);
    else if (kind.kind === 'chunk') recoverFromChunkFailure(error);
    else if (kind.kind === 'unexpected') reportError(error, 'unexpected');
    else clientLog(logLevelForStatus(kind.status), `Error page ${kind.status}`);
  }, [error, kind, elsewhere, pathname, search, hash]);
  return kind;
}

/**
 * Spec 6 for a path no route knows (login/access.ts), loaded only when a 404 is drawn: it brings
 * the login's API client, which no page needs before it is drawn (issue 4 budget).
 */
const LoginForUnknownPath = lazy(() =>
  import('../session/access.js').then(({ useLoginForUnknownPath }) => ({
    default: function LoginForUnknownPath() {
      useLoginForUnknownPath();
      return null;
    },
  })),
);

/** Draws its children or, should they fail, the fallback. */
class OrElse extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, 'unexpected');
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * React Router's error boundary (root.tsx): any error of any route (a failed parameter, an
 * unknown path, a page chunk gone after a deploy, a failed load) is drawn in the error layout's
 * frame (ERROR_PAGE.layout: header, skip link, notices) with the country's texts, loaded here
 * when the error came before them. Should the frame itself fail (it may be what threw), the
 * content is drawn alone.
 */
export function ErrorBoundary() {
  const kind = useRouteErrorKind();
  const { pathname } = useLocation();
  const country = countryOfPath(pathname);
  // Into another country: the page is loaded as a document (useRouteErrorKind), nothing to draw.
  const leaving = kind.kind === 'status' && kind.status === 404 && leavesRoutedCountry(pathname);
  const [catalogue, setCatalogue] = useState(() => loadedCatalogue(country));
  const value = useMemo(() => countryValue(country), [country]);

  useEffect(() => {
    // Texts are loaded before the first draw of a page; this only covers an error raised before.
    if (!catalogue && !leaving) ensureCatalogue(country).then(setCatalogue, () => undefined);
  }, [catalogue, country, leaving]);

  if (leaving) return <main id="main" className="error-main" aria-busy="true" />;
  const unknownPath =
    kind.kind === 'status' && kind.status === 404 ? (
      <Suspense fallback={null}>
        <LoginForUnknownPath />
      </Suspense>
    ) : null;
  if (!catalogue)
    return (
      <main id="main" className="error-main" aria-busy="true">
        {unknownPath}
      </main>
    );
  return (
    <TextsProvider catalogue={catalogue} languageTag={countryLanguageTag[country]}>
      <CountryContext.Provider value={value}>
        <OrElse fallback={<ErrorContent kind={kind} />}>
          <Providers>
            <Frame layout={ERROR_PAGE.layout}>
              <ErrorBody kind={kind} />
            </Frame>
          </Providers>
        </OrElse>
        {unknownPath}
      </CountryContext.Provider>
    </TextsProvider>
  );
}
