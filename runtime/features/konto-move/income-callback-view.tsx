/**
 * The return page of the income verification (monthio), its content: an island
 * (docs/decisions/0026), since the page leaves out the framework. It is prerendered like every
 * public page, so it reads its query only after mount. Coming back to a purchase's move to konto,
 * it forwards to the purchase's income step with the reference, which follows the check until it
 * is decided; otherwise it asks the API for the outcome (unless the query states it), tells the
 * customer, and links to where they continue.
 */
import { useEffect, useState } from 'react';
import { getIncomeVerificationPath } from '../../../generated/api/calls/getIncomeVerification.js';
import { serviceFetch } from '../../shared/api/service-fetch.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Island } from '../../shared/islands/island.js';
import { reportError } from '../../shared/tracking/client-log.js';
import {
  isVerificationStatus,
  readCallbackQuery,
  type CallbackQuery,
  type VerificationStatus,
} from './income-callback.js';

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

/**
 * Replaces this page with the purchase's step: Back from the purchase does not come here and
 * forward again. Without a router (the island alone) that is a page load.
 */
export type Forward = (to: string) => void;
const loadInstead: Forward = (to) => window.location.replace(to);

export function IncomeCallbackView({ forward = loadInstead }: { forward?: Forward }) {
  const t = useTexts();
  const { country } = useCountry();
  const [query, setQuery] = useState<CallbackQuery | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const read = readCallbackQuery(window.location.search, country);
    setQuery(read);
    if (read.toPurchase && read.reference) {
      forward(read.continueHref);
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
    // Once per page: the query is the page's, and `forward` may be a new function each draw.
  }, [country]);

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
          {/* A page load: the page has no router as an island (docs/decisions/0026). */}
          <a className="ed-action ed-action-primary" href={query.continueHref}>
            {t(
              query.toPurchase
                ? 'page.incomeVerification.continue'
                : 'page.incomeVerification.toOverview',
            )}
          </a>
        </p>
      )}
    </article>
  );
}

/** The view as the page draws it: an island with no props of its own (it reads the query). */
export function IncomeCallbackIsland({ forward }: { forward?: Forward }) {
  return (
    <Island name="income-callback" props={{}}>
      <IncomeCallbackView forward={forward} />
    </Island>
  );
}
