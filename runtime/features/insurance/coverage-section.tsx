/**
 * Who is covered under which conditions: Denmark's coverage popups (countries/*.yaml
 * insurance.coveragePopups), elsewhere a list. Drawn by the insurance pages, public and logged
 * in; on the public ones the popups are an island (coverage-island.tsx), so this module imports
 * nothing of the router. The popups take their texts drawn, so one opened over a public page
 * (drawn outside that page's own texts) has its words.
 */
import { lazy, Suspense } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/host.js';
import type { Coverage } from './ppi-slice.js';
import './insurance.css';

const CoverageDialog = lazy(() => import('./coverage-dialog.js'));

export const OCCUPATION_LABEL = {
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
