/**
 * What the public and the logged-in insurance pages both say (spec 001 §2): who is covered under
 * which conditions (Denmark's coverage popups, countries/*.yaml insurance.coveragePopups), the
 * damage-report forms, how to cancel and whom to ask. The texts are passed in drawn, so a popup
 * opened over a public page (drawn outside that page's own texts) has its words.
 */
import { lazy, Suspense } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { PrefetchLink } from '../../shared/ui/prefetch-link.js';
import type { DamageReport, DamageReportLink } from './documents.js';
import './insurance.css';

const reportText: Record<DamageReport, MessageId> = {
  sickness: 'page.ppi.claims.sickness',
  unemployment: 'page.ppi.claims.unemployment',
  hospital: 'page.ppi.claims.hospital',
  death: 'page.ppi.claims.death',
};

/** The coverage texts of a country: popups where its terms have them, else a list. */
export interface Coverage {
  readonly popups: boolean;
  readonly employee: MessageId;
  readonly selfEmployed: MessageId;
  readonly pensioner: MessageId;
  /** The employee criterion's months (insurance.eligibility.employee.minMonthsEmployed). */
  readonly months: number;
}

const CoverageDialog = lazy(() => import('./coverage-dialog.js'));

const OCCUPATION_LABEL = {
  employee: 'page.ppi.coverage.label.employee',
  selfEmployed: 'page.ppi.coverage.label.selfEmployed',
  pensioner: 'page.ppi.coverage.label.pensioner',
} as const satisfies Record<string, MessageId>;

export function CoverageSection({ coverage }: { coverage: Coverage }) {
  const t = useTexts();
  const items = (['employee', 'selfEmployed', 'pensioner'] as const).map((occupation) => ({
    occupation,
    label: t(OCCUPATION_LABEL[occupation]),
    body: t(coverage[occupation], { months: coverage.months }),
  }));
  return (
    <section aria-labelledby="ppi-coverage" data-testid="ppi-coverage">
      <h2 id="ppi-coverage">{t('page.ppi.coverage.title')}</h2>
      {coverage.popups ? (
        <ul className="pp-links">
          {items.map((item) => (
            <li key={item.occupation}>
              <CoveragePopupButton {...item} />
            </li>
          ))}
        </ul>
      ) : (
        <dl className="pp-coverage">
          {items.map(({ occupation, label, body }) => (
            <div key={occupation}>
              <dt>{label}</dt>
              <dd>{body}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function CoveragePopupButton({
  occupation,
  label,
  body,
}: {
  occupation: string;
  label: string;
  body: string;
}) {
  const { open } = useOverlays();
  return (
    <button
      type="button"
      className="pp-text-button"
      aria-haspopup="dialog"
      data-coverage={occupation}
      onClick={() =>
        open(
          (props) => (
            <Suspense fallback={null}>
              <CoverageDialog {...props} title={label} body={body} />
            </Suspense>
          ),
          { role: 'dialog' },
        )
      }
    >
      {label}
    </button>
  );
}

/** The damage-report forms; a PDF opens beside the page, so the reader keeps their place. */
export function ClaimsSection({ reports }: { reports: readonly DamageReportLink[] }) {
  const t = useTexts();
  return (
    <section aria-labelledby="ppi-claims" data-testid="ppi-claims">
      <h2 id="ppi-claims">{t('page.ppi.claims.title')}</h2>
      <p>{t('page.ppi.claims.intro')}</p>
      <ul className="pp-links">
        {reports.map((report) => (
          <li key={report.kind}>
            <a
              href={report.href}
              type="application/pdf"
              target="_blank"
              rel="noopener noreferrer"
              data-report={report.kind}
            >
              {t(reportText[report.kind])}
              <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How to cancel (spec 001 §2 "cancellation info") and whom to ask. */
export function CancellationAndContact({ customerServiceHref }: { customerServiceHref: string }) {
  const t = useTexts();
  return (
    <>
      <section aria-labelledby="ppi-cancellation" data-testid="ppi-cancellation">
        <h2 id="ppi-cancellation">{t('page.ppi.cancellation.title')}</h2>
        <p>{t('page.ppi.cancellation.body')}</p>
      </section>
      <section aria-labelledby="ppi-contact">
        <h2 id="ppi-contact">{t('page.ppi.contact.title')}</h2>
        <p>{t('page.ppi.contact.body')}</p>
        <p>
          <PrefetchLink to={customerServiceHref}>{t('page.ppi.contact.action')}</PrefetchLink>
        </p>
      </section>
    </>
  );
}
