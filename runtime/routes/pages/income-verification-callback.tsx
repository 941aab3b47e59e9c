/**
 * The return page of the income verification (monthio). It is prerendered like every public page,
 * so it reads its query only after mount. Coming back to a purchase's move to konto, it forwards
 * to the purchase's income step with the reference, which follows the check until it is decided;
 * otherwise it asks the API for the outcome (unless the query states it), tells the customer, and
 * links to where they continue.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { getIncomeVerificationPath } from '../../../generated/api/calls/getIncomeVerification.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import {
  isVerificationStatus,
  readCallbackQuery,
  type CallbackQuery,
  type VerificationStatus,
} from '../../features/konto-move/income-callback.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { reportError } from '../../shared/tracking/client-log.js';
import '../../shared/styles/editorial.css';
import { serviceFetch } from '../../shared/api/service-fetch.js';

// The page's name, the same whatever the outcome: the heading says how the check went.
export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.incomeVerificationCallback.title');

type Shown = VerificationStatus | 'unknown';

async function fetchStatus(reference: string, signal: AbortSignal): Promise<Shown> {
  const response = await serviceFetch(getIncomeVerificationPath({ reference }), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  // Not logged in here (another browser, an expired session): the purchase shows the outcome.
  if (!response.ok) return 'unknown';
  const body = (await response.json()) as { status?: unknown };
  return isVerificationStatus(body.status) ? body.status : 'unknown';
}

export default function IncomeVerificationCallback() {
  const t = useTexts();
  const { country } = useCountry();
  const [query, setQuery] = useState<CallbackQuery | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const navigate = useNavigate();

  useEffect(() => {
    const read = readCallbackQuery(window.location.search, country);
    setQuery(read);
    if (read.toPurchase && read.reference) {
      // Replaced: Back from the purchase does not come here and forward again. The step is the
      // first of its flow in this document (the browser came back from another site), so leaving
      // the flow replaces it with the purchase instead of going back to the page before the trip.
      void navigate(read.continueHref, { replace: true, state: { flowDepth: 0 } });
      return;
    }
    if (read.status || !read.reference) {
      setShown(read.status ?? 'unknown');
      return;
    }
    const abort = new AbortController();
    fetchStatus(read.reference, abort.signal)
      .then(setShown)
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        reportError(error);
        setShown('unknown');
      });
    return () => abort.abort();
  }, [country, navigate]);

  // Until the outcome is known (and in the prerendered HTML) the page says where the visitor is.
  const state = shown ?? 'unknown';
  return (
    <article className="ed-article" aria-busy={shown === null}>
      <h1>{t(`page.incomeVerification.${state}.title`)}</h1>
      <div role="status" className="ed-status">
        <p>{shown === null ? t('common.loading') : t(`page.incomeVerification.${state}.body`)}</p>
        {query?.reference && (
          <p>{t('page.incomeVerification.reference', { reference: query.reference })}</p>
        )}
      </div>
      {query && (
        <p className="ed-actions">
          <Link className="ed-action ed-action-primary" to={query.continueHref}>
            {t(
              query.toPurchase
                ? 'page.incomeVerification.continue'
                : 'page.incomeVerification.toOverview',
            )}
          </Link>
        </p>
      )}
    </article>
  );
}
