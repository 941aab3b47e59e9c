/**
 * The coverage on the public insurance pages (`ppi`, `ppi/:brand`), which leave out the framework
 * (docs/decisions/0026): Denmark's popups open a dialog, so there the section is an island
 * (runtime/islands/ppi.tsx hydrates it from the props written here); the list of the other
 * countries needs nothing interactive and stays static HTML.
 */
import type { MessageId } from '../../../generated/messages/index.js';
import type { PageTexts } from '../../shared/i18n/page-data-parts.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Island } from '../../shared/islands/island.js';
import { OverlaysIfNone } from '../../shared/overlays/host.js';
import { CoverageSection, OCCUPATION_LABEL } from './coverage-section.js';
import type { Coverage } from './ppi-slice.js';

export interface CoverageIslandProps {
  readonly coverage: Coverage;
  /** The page's texts the section draws (the rest of the page's stay out of its props). */
  readonly texts: PageTexts;
}

/**
 * What the island draws, in the app and in its own hydration alike: the section with the
 * overlays its dialog opens in (the app's where there is the app, else the island's own).
 */
export function CoverageContent({ coverage }: { coverage: Coverage }) {
  return (
    <OverlaysIfNone>
      <CoverageSection coverage={coverage} />
    </OverlaysIfNone>
  );
}

/** The ids of the texts the section draws, for the island's props. */
export const coverageTextIds = (coverage: Coverage): MessageId[] => [
  'page.ppi.coverage.title',
  ...Object.values(OCCUPATION_LABEL),
  coverage.employee,
  coverage.selfEmployed,
  coverage.pensioner,
];

export function PublicCoverage({ coverage }: { coverage: Coverage }) {
  const { catalogue } = useTexts();
  if (!coverage.popups) return <CoverageSection coverage={coverage} />;
  const texts: PageTexts = Object.fromEntries(
    coverageTextIds(coverage).map((id) => [id, catalogue[id]]),
  );
  return (
    <Island name="ppi" props={{ coverage, texts } satisfies CoverageIslandProps}>
      <CoverageContent coverage={coverage} />
    </Island>
  );
}
