/**
 * The preview's toolbar on every page of the app in preview mode (toolbar.ts loads it): the
 * previewed country, a login as any persona, the admin page, and the sources' problems over the
 * page.
 */
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { loginAndOpenHome } from './persona-login.js';
import type { SourceProblem } from '../../shared/preview/preview-snapshot.js';
import { followState, personasOfPreview, type Persona } from './preview-api.js';
import { mountPreview } from './preview-root.js';
import { ProblemsOverlay } from './problems-overlay.js';

function Toolbar({ country }: { country: CountryCode }) {
  const [problems, setProblems] = useState<readonly SourceProblem[]>([]);
  const [personas, setPersonas] = useState<readonly Persona[] | null>(null);
  useEffect(() => followState((snapshot) => setProblems(snapshot.problems)), []);
  useEffect(() => {
    void personasOfPreview().then(setPersonas);
  }, []);
  return (
    <ToolbarView
      key={personas ? 'personas' : 'waiting'}
      country={country}
      problems={problems}
      personas={personas ?? []}
    />
  );
}

/** The toolbar as drawn from the preview's state (Storybook draws it with its own). */
export function ToolbarView({
  country,
  problems,
  personas,
}: {
  country: CountryCode;
  problems: readonly SourceProblem[];
  personas: readonly Persona[];
}) {
  const t = useTexts();
  // The first persona is chosen when the list arrives (Toolbar draws the view anew then).
  const [chosen, setChosen] = useState(personas[0]?.civicNumber ?? '');
  return (
    <>
      <ProblemsOverlay problems={problems} />
      <aside className="ap-toolbar" aria-label={t('page.adminPreview.toolbar.label')}>
        <strong>
          {t('page.adminPreview.toolbar.country', { country: country.toUpperCase() })}
        </strong>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) void loginAndOpenHome(country, chosen);
          }}
        >
          <select
            aria-label={t('page.adminPreview.toolbar.persona')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {personas.map((persona) => (
              <option key={persona.civicNumber} value={persona.civicNumber}>
                {persona.name}
              </option>
            ))}
          </select>{' '}
          <button type="submit">{t('page.adminPreview.toolbar.login')}</button>
        </form>
        <a href={`/${country}/preview/admin`}>{t('page.adminPreview.toolbar.admin')}</a>
      </aside>
    </>
  );
}

/** Draws the toolbar into an element of its own at the end of the page. */
export function mountToolbar(): void {
  const element = document.createElement('div');
  element.className = 'ap-root';
  document.body.append(element);
  mountPreview(element, (country) => <Toolbar country={country} />);
}
