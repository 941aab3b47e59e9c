/**
 * The content review (issue 16): every message in the four languages side by side, searched and
 * filtered by page or mark through the address (a GET form, so a view can be linked), each
 * message's marks, its samples rendered and the pages that draw it; a page's link shows that
 * page's messages. On a phone each message is a block of its own (content-review.css).
 */
import { Form, Link } from 'react-router';
import type { MessageId } from '../../../generated/messages/index.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { hrefOf } from '../../shared/routing/href.js';
import { marksOf, MARKS, PREVIEW_LOCALES, type Mark, type ReviewRow } from './review-rows.js';
import type { ReviewData } from './review-data.js';
import './content-review.css';

type MessagesData = ReviewData;

const MARK_TEXT: Record<Mark, MessageId> = {
  missing: 'page.preview.mark.missing',
  identical: 'page.preview.mark.identical',
  english: 'page.preview.mark.english',
  unused: 'page.preview.mark.unused',
};

/** The review's address with one filter changed. */
const reviewHref = (filter: Record<string, string>): string =>
  `?${new URLSearchParams({ view: 'messages', ...filter }).toString()}`;

const pageName = (name: RouteName): string => `${name} (/${ROUTES[name].path})`;

function Filters({ data }: { data: MessagesData }) {
  const t = useTexts();
  return (
    // Keyed by the filter: a link to a page's messages changes the address, and the fields,
    // which keep what they were first given, are drawn afresh with it.
    <Form key={JSON.stringify(data.filter)} method="get" className="cr-filters" role="search">
      <input type="hidden" name="view" value="messages" />
      <label>
        {t('page.preview.search')}
        <input name="q" type="search" defaultValue={data.filter.q} spellCheck={false} />
      </label>
      <label>
        {t('page.preview.pageFilter')}
        <select name="page" defaultValue={data.filter.page}>
          <option value="">{t('page.preview.allPages')}</option>
          {data.pages.map(({ name }) => (
            <option key={name} value={name}>
              {pageName(name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('page.preview.markFilter')}
        <select name="mark" defaultValue={data.filter.mark}>
          <option value="">{t('page.preview.allMarks')}</option>
          {MARKS.map((mark) => (
            <option key={mark} value={mark}>
              {t(MARK_TEXT[mark])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="ed-action ed-action-primary">
        {t('page.preview.filter')}
      </button>
    </Form>
  );
}

/** Where a message is drawn: the frames of layouts, then each page, each a link to its texts. */
function Places({ row }: { row: ReviewRow }) {
  const t = useTexts();
  if (row.frames.length === 0 && row.pages.length === 0) return null;
  return (
    <details className="cr-places">
      <summary>
        {t('page.preview.shownOn', { count: row.pages.length + row.frames.length })}
      </summary>
      <ul>
        {row.frames.map((layout) => (
          <li key={layout}>{t('page.preview.frameOf', { layout })}</li>
        ))}
        {row.pages.map((name) => (
          <li key={name}>
            <Link to={reviewHref({ page: name })}>{pageName(name)}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MessageRow({ row }: { row: ReviewRow }) {
  const t = useTexts();
  const marks = marksOf(row);
  return (
    <tr>
      <th scope="row">
        <code>{row.id}</code>
        {marks.length > 0 && (
          <ul className="cr-marks">
            {marks.map((mark) => (
              <li key={mark} className={`cr-mark cr-mark-${mark}`}>
                {t(MARK_TEXT[mark])}
              </li>
            ))}
          </ul>
        )}
        <Places row={row} />
      </th>
      {PREVIEW_LOCALES.map((locale) => {
        const same = row.identical[locale];
        const english = row.english[locale];
        const samples = row.samples[locale];
        return (
          <td key={locale}>
            <span className="cr-locale" aria-hidden="true">
              {locale}
            </span>
            <span className="cr-text" lang={locale}>
              {row.texts[locale]}
            </span>
            {row.missing.includes(locale) && (
              <span className="cr-mark cr-mark-missing">{t('page.preview.mark.missing')}</span>
            )}
            {same && (
              <span className="cr-note">
                {t('page.preview.sameAs', { locales: same.join(', ') })}
              </span>
            )}
            {english && (
              <span className="cr-note">
                {t('page.preview.englishWords', { words: english.join(', ') })}
              </span>
            )}
            {samples.length > 0 && (
              <div className="cr-samples">
                <span className="cr-note">{t('page.preview.samples')}</span>
                <ul>
                  {samples.map((sample) => (
                    <li key={sample.label}>
                      {sample.label && <code>{sample.label}</code>}{' '}
                      <span lang={locale}>{sample.text}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** A page's own heading when the review shows one page's messages, with a link to the page. */
function PageOfFilter({ name }: { name: RouteName }) {
  const t = useTexts();
  const { country } = useCountry();
  const href = hrefOf(country, name);
  return (
    <p className="cr-page">
      {t('page.preview.pageMessages', { page: pageName(name) })}{' '}
      {href && <Link to={href}>{t('page.preview.openPage')}</Link>}
    </p>
  );
}

export function MessageReview({ data }: { data: MessagesData }) {
  const t = useTexts();
  return (
    <section aria-labelledby="cr-heading" className="cr">
      <h2 id="cr-heading">{t('page.preview.messagesHeading')}</h2>
      <Filters data={data} />
      {data.filter.page && <PageOfFilter name={data.filter.page} />}
      <p role="status">{t('page.preview.shown', { shown: data.rows.length, total: data.total })}</p>
      <table className="ed-messages cr-table">
        <thead>
          <tr>
            <th scope="col">{t('page.preview.messageId')}</th>
            {PREVIEW_LOCALES.map((locale) => (
              <th scope="col" key={locale} lang={locale}>
                {locale}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <MessageRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
