/**
 * The accessibility statement (issue 19): the standard and level, how the service is tested, the
 * known gaps, the form to report a barrier, and the country's supervising authority. The law and
 * the authority come from the country's terms (countries/*.yaml accessibility). The form is the
 * page's one interactive part, an island (docs/decisions/0026): the page leaves out the framework.
 */
import type { CountryTerms } from '../../../generated/countries/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { ReportIsland } from './report-island.js';
import './accessibility.css';

export type AccessibilityFacts = CountryTerms['accessibility'];

const TESTING = ['automated', 'display', 'keyboard', 'manual'] as const;

export function AccessibilityView({ facts }: { facts: AccessibilityFacts }) {
  const t = useTexts();
  return (
    <article className="pp-page">
      <h1>{t('route.accessibility.title')}</h1>
      <p className="pp-lead">{t('page.accessibility.intro')}</p>

      <section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t('page.accessibility.standard.title')}</h2>
        <p>{t('page.accessibility.standard.body', { law: facts.law })}</p>
      </section>

      <section aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{t('page.accessibility.testing.title')}</h2>
        <ul>
          {TESTING.map((item) => (
            <li key={item}>{t(`page.accessibility.testing.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="a11y-gaps">
        <h2 id="a11y-gaps">{t('page.accessibility.gaps.title')}</h2>
        {/* None known now: the list comes back with the first gap found. */}
        <p>{t('page.accessibility.gaps.intro')}</p>
      </section>

      <section aria-labelledby="a11y-report">
        <h2 id="a11y-report">{t('page.accessibility.report.title')}</h2>
        <p>{t('page.accessibility.report.body')}</p>
        <ReportIsland />
      </section>

      <section aria-labelledby="a11y-authority">
        <h2 id="a11y-authority">{t('page.accessibility.authority.title')}</h2>
        <p>{t('page.accessibility.authority.body', { authority: facts.authority.name })}</p>
        <p>
          <a href={facts.authority.url} rel="noopener noreferrer" className="a11y-authority-link">
            {facts.authority.name}
          </a>
        </p>
      </section>
    </article>
  );
}
