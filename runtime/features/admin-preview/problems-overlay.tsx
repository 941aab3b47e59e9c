/**
 * The problems of the sources over the page, as `validate` words them (file:line:column, the
 * key, what is wrong and what was expected), while the page keeps the last good version. Gone
 * as soon as a fix regenerates.
 */
import { useTexts } from '../../shared/i18n/texts.js';
import type { SourceProblem } from '../../shared/preview/preview-snapshot.js';

export function ProblemsOverlay({ problems }: { problems: readonly SourceProblem[] }) {
  const t = useTexts();
  if (problems.length === 0) return null;
  return (
    <section className="ap-overlay" role="alert" aria-labelledby="ap-problems-heading">
      <h2 id="ap-problems-heading">
        {t('page.adminPreview.problems.heading', { count: problems.length })}
      </h2>
      <p>{t('page.adminPreview.problems.intro')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.key}`}>
            <code>{`${problem.file}:${problem.line}:${problem.column}`}</code>{' '}
            <code>{problem.key}</code>: {problem.message}
            {problem.expected &&
              ` (${t('page.adminPreview.problems.expected', { expected: problem.expected })})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
