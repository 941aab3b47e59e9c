/** Draws editorial content: semantic headings, paragraphs, bullet lists and links. */
import { Link } from 'react-router';
import { useTexts } from '../i18n/texts.js';
import type { ResolvedContent, ResolvedLink, ResolvedSection } from './resolve.js';
import '../styles/editorial.css';

function ContentLinkItem({ link }: { link: ResolvedLink }) {
  const t = useTexts();
  if (link.document) {
    // A PDF opens in a new tab so the page stays; screen readers are told so before they go.
    return (
      <a href={link.href} target="_blank" rel="noopener" className="ed-link ed-link-document">
        {link.text}
        <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className="ed-link" prefetch="intent">
      {link.text}
    </Link>
  );
}

function Section({ section, level }: { section: ResolvedSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="ed-section">
      <Heading>{section.heading}</Heading>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {section.bullets.length > 0 && (
        <ul className="ed-bullets">
          {section.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      )}
      {section.links.length > 0 && (
        <ul className="ed-links">
          {section.links.map((l, i) => (
            <li key={i}>
              <ContentLinkItem link={l} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The sections of an entry; `level` is the heading level of each section (2 under the page's h1). */
export function ContentSections({
  sections,
  level = 2,
}: {
  sections: ResolvedContent['sections'];
  level?: 2 | 3;
}) {
  return (
    <>
      {sections.map((s, i) => (
        <Section key={i} section={s} level={level} />
      ))}
    </>
  );
}

/** A whole content page: the title as the page's h1, the intro as its lead, then the sections. */
export function ContentArticle({
  content,
  children,
}: {
  content: ResolvedContent;
  children?: React.ReactNode;
}) {
  return (
    <article className="ed-article">
      <h1>{content.title}</h1>
      <p className="ed-lead">{content.intro}</p>
      {children}
      <ContentSections sections={content.sections} />
    </article>
  );
}
