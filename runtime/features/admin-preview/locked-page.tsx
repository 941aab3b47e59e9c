/** The page of another country's address in a preview: not part of it, and where to go instead. */
import { useTexts } from '../../shared/i18n/texts.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { mountPreview } from './preview-root.js';

function Locked({ country }: { country: CountryCode }) {
  const t = useTexts();
  document.title = t('page.adminPreview.locked.heading');
  return (
    <main className="ap-page">
      <h1>{t('page.adminPreview.locked.heading')}</h1>
      <p>
        {t('page.adminPreview.locked.body', {
          country: country.toUpperCase(),
          path: location.pathname,
        })}
      </p>
      <p>
        <a href={`/${country}`}>{t('page.adminPreview.locked.link')}</a>
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) mountPreview(root, (country) => <Locked country={country} />);
