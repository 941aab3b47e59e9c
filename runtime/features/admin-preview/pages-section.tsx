/** Every page of the country, public and logged in, with links (page-list.ts). */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { countryPages, type ListedPage } from './page-list.js';

function PageItems({ pages }: { pages: readonly ListedPage[] }) {
  const t = useTexts();
  return (
    <ul className="ap-pages">
      {pages.map((page) => (
        <li key={page.name}>
          {page.href ? (
            <a href={page.href}>
              {t(page.titleMessageId as MessageId)} <code>{page.href}</code>
            </a>
          ) : (
            <>
              {t(page.titleMessageId as MessageId)}{' '}
              {t('page.adminPreview.pages.noLink', { path: page.path })}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PagesSection({ country }: { country: CountryCode }) {
  const t = useTexts();
  const pages = countryPages(country);
  return (
    <section aria-labelledby="ap-pages">
      <h2 id="ap-pages">{t('page.adminPreview.pages.heading')}</h2>
      <h3>{t('page.adminPreview.pages.public')}</h3>
      <PageItems pages={pages.public} />
      <h3>{t('page.adminPreview.pages.loggedIn')}</h3>
      <PageItems pages={pages.loggedIn} />
    </section>
  );
}
