/**
 * The barrier report as an island (docs/decisions/0026): the accessibility statement leaves out
 * the framework, and runtime/islands/accessibility-report.tsx hydrates the form from the props
 * written here. They carry only the report's own texts: the rest of the statement is never drawn
 * again, and its texts are in the page's HTML already.
 */
import { useMemo } from 'react';
import type { PageTexts } from '../../shared/i18n/page-data-parts.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Island } from '../../shared/islands/island.js';
import { ReportForm } from './report-form.js';

export interface ReportIslandProps {
  readonly texts: PageTexts;
}

/** The texts the form draws that the island's hydration has not (its core texts it loads). */
const REPORT_TEXTS = 'page.accessibility.report.';

export function ReportIsland() {
  const { catalogue } = useTexts();
  const props = useMemo<ReportIslandProps>(
    () => ({
      texts: Object.fromEntries(
        Object.entries(catalogue).filter(([id]) => id.startsWith(REPORT_TEXTS)),
      ) as PageTexts,
    }),
    [catalogue],
  );
  return (
    <Island name="accessibility-report" props={props}>
      <ReportForm />
    </Island>
  );
}
