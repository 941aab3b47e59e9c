/** The terms as customers see them, now beside the last committed version (terms-diff.ts). */
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { termsSources, type TermsSources } from './preview-api.js';
import { termsDiff, type Change } from './terms-diff.js';

const CHANGE_TEXT = {
  changed: 'page.adminPreview.terms.changed',
  added: 'page.adminPreview.terms.added',
  removed: 'page.adminPreview.terms.removed',
} as const satisfies Record<Exclude<Change, 'same'>, string>;

/** `generation`: the sources' generation; each new one reads the terms again. */
export function TermsSection({
  country,
  generation,
}: {
  country: CountryCode;
  generation: number;
}) {
  const [sources, setSources] = useState<TermsSources | null>(null);
  useEffect(() => {
    void termsSources().then(setSources);
  }, [generation]);
  return <TermsView country={country} sources={sources} />;
}

/** The terms beside the committed version, as drawn from the sources (null: not read yet). */
export function TermsView({
  country,
  sources,
}: {
  country: CountryCode;
  sources: TermsSources | null;
}) {
  const t = useTexts();
  const yesNo = { yes: t('page.adminPreview.yes'), no: t('page.adminPreview.no') };
  const rows = sources ? termsDiff(sources.committed, sources.current, country, yesNo) : [];
  const changes = rows.filter((row) => row.change !== 'same').length;
  return (
    <section aria-labelledby="ap-terms">
      <h2 id="ap-terms">{t('page.adminPreview.terms.heading')}</h2>
      <p>{t('page.adminPreview.terms.intro', { country })}</p>
      {sources && sources.committed === null && <p>{t('page.adminPreview.terms.noCommitted')}</p>}
      {sources && sources.current === null && (
        <p role="alert">{t('page.adminPreview.terms.unreadable')}</p>
      )}
      <p role="status">{sources && t('page.adminPreview.terms.summary', { count: changes })}</p>
      <table className="ap-table ap-terms">
        <thead>
          <tr>
            <th scope="col">{t('page.adminPreview.terms.key')}</th>
            <th scope="col">{t('page.adminPreview.terms.committed')}</th>
            <th scope="col">{t('page.adminPreview.terms.current')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.change === 'same' ? undefined : 'ap-changed'}>
              <th scope="row">
                <code>{row.key}</code>
                {row.change !== 'same' && (
                  <>
                    {' '}
                    <mark>{t(CHANGE_TEXT[row.change])}</mark>
                  </>
                )}
              </th>
              <td>{row.committed ?? '–'}</td>
              <td>{row.current ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
