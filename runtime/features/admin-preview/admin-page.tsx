/**
 * The admin page of a preview (`/<cc>/preview/admin`, preview mode only): log in as any persona
 * of the country, the feature toggles, the sandbox clock and maintenance message, the terms as
 * customers see them beside the last committed version, and every page of the country.
 */
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { ClockSection, MaintenanceSection, TogglesSection } from './sandbox-controls.js';
import { PagesSection } from './pages-section.js';
import { PersonasSection } from './personas-section.js';
import type { SourceProblem } from '../../shared/preview/preview-snapshot.js';
import { followState } from './preview-api.js';
import { mountPreview } from './preview-root.js';
import { ProblemsOverlay } from './problems-overlay.js';
import { TermsSection } from './terms-section.js';

function AdminPage({ country }: { country: CountryCode }) {
  const t = useTexts();
  const [problems, setProblems] = useState<readonly SourceProblem[]>([]);
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      followState((snapshot) => {
        setProblems(snapshot.problems);
        setGeneration(snapshot.generation);
      }),
    [],
  );
  useEffect(() => {
    document.title = t('page.adminPreview.title');
  }, [t]);
  return (
    <main className="ap-page">
      <h1>{t('page.adminPreview.title')}</h1>
      <p>{t('page.adminPreview.intro', { country: country.toUpperCase() })}</p>
      <ProblemsOverlay problems={problems} />
      <PersonasSection country={country} />
      <TogglesSection />
      <ClockSection />
      <MaintenanceSection />
      <TermsSection country={country} generation={generation} />
      <PagesSection country={country} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) mountPreview(root, (country) => <AdminPage country={country} />);
