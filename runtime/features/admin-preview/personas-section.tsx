/** The admin page's list of the country's sandbox personas, each with a login as that persona. */
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { loginAndOpenHome } from './persona-login.js';
import { personasOfPreview, type Persona } from './preview-api.js';

export function PersonasSection({ country }: { country: CountryCode }) {
  const [personas, setPersonas] = useState<readonly Persona[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    personasOfPreview().then(setPersonas, () => setFailed(true));
  }, []);
  const logIn = (civicNumber: string) =>
    void loginAndOpenHome(country, civicNumber).catch(() => setFailed(true));
  return <PersonasView personas={personas} failed={failed} onLogin={logIn} />;
}

/** The personas as drawn from the preview's list (null: not read yet). */
export function PersonasView({
  personas,
  failed,
  onLogin,
}: {
  personas: readonly Persona[] | null;
  failed: boolean;
  onLogin: (civicNumber: string) => void;
}) {
  const t = useTexts();
  return (
    <section aria-labelledby="ap-personas">
      <h2 id="ap-personas">{t('page.adminPreview.personas.heading')}</h2>
      {failed && <p role="alert">{t('page.adminPreview.personas.failed')}</p>}
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t('page.adminPreview.personas.name')}</th>
            <th scope="col">{t('page.adminPreview.personas.civicNumber')}</th>
            <th scope="col">{t('page.adminPreview.personas.shows')}</th>
          </tr>
        </thead>
        <tbody>
          {personas?.map((persona) => (
            <tr key={persona.civicNumber}>
              <th scope="row">
                <button type="button" onClick={() => onLogin(persona.civicNumber)}>
                  {t('page.adminPreview.personas.login', { name: persona.name })}
                </button>
              </th>
              <td>{persona.civicNumber}</td>
              <td lang="en">{persona.shows}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
