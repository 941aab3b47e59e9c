/**
 * The preview for content reviewers (DESIGN: "content and every message side by side"):
 * `?id=<uuid>` shows an entry from the API's preview endpoint, drafts included and marked;
 * `?view=messages` is the content review: every message in the four languages, searched and
 * filtered (features/preview/message-review.tsx). Loaded in the browser (not prerendered) and
 * never indexed.
 */
import { lazy, Suspense } from 'react';
import {
  Form,
  Link,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaDescriptor,
} from 'react-router';
import { ownBrand } from '../../../generated/brands.js';
import { ContentArticle } from '../../shared/content/content-sections.js';
import {
  countryOfLocale,
  loadPreview,
  type PreviewData,
  type PreviewEntry,
} from '../../features/preview/preview-data.js';
import { resolveContent } from '../../shared/content/resolve.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import '../../shared/styles/editorial.css';
import { serviceFetch } from '../../shared/api/service-fetch.js';

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<PreviewData> {
  return loadPreview(
    new URL(request.url).searchParams,
    serviceFetch as typeof fetch,
    request.signal,
  );
}

export function meta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  // Drafts and review tools must never reach a search engine. The title: every document has one
  // (WCAG 2.4.2), the entry view included.
  return [
    ...pageTitle(location.pathname, 'route.preview.title'),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

// The content review's code and styles, loaded when it is opened: the route's own module is in
// the route manifest every page loads, and stays as small as it was.
const MessageReview = lazy(() =>
  import('../../features/preview/message-review.js').then((module) => ({
    default: module.MessageReview,
  })),
);

export function HydrateFallback() {
  const t = useTexts();
  return <p role="status">{t('common.loading')}</p>;
}

function Entry({ entry }: { entry: PreviewEntry }) {
  const t = useTexts();
  const { country } = useCountry();
  // Links go where they would in the entry's own country, so a reviewer can follow them.
  const entryCountry = countryOfLocale(entry.locale) ?? country;
  const content = resolveContent(entry.content, { country: entryCountry, brand: ownBrand });
  const draft = entry.key === undefined;
  return (
    <ContentArticle content={content}>
      <p>
        <strong className={draft ? 'ed-badge ed-badge-draft' : 'ed-badge'}>
          {t(draft ? 'page.preview.draft' : 'page.preview.published')}
        </strong>{' '}
        {t('page.preview.details', {
          key: entry.key ?? '–',
          locale: entry.locale,
          contentType: entry.contentType,
        })}
      </p>
    </ContentArticle>
  );
}

export function PreviewView({ data }: { data: PreviewData }) {
  const t = useTexts();
  if (data.view === 'entry') return <Entry entry={data.entry} />;
  return (
    <article>
      <h1>{t('page.preview.heading')}</h1>
      <p className="ed-lead">{t('page.preview.intro')}</p>
      {data.view === 'invalid-id' && <p role="alert">{t('page.preview.invalidId')}</p>}
      {data.view === 'not-found' && (
        <p role="alert">{t('page.preview.notFound', { id: data.id })}</p>
      )}
      {data.view === 'failed' && <p role="alert">{t('page.preview.failed')}</p>}
      <Form method="get" className="ed-actions">
        <label>
          {t('page.preview.idLabel')}{' '}
          <input
            name="id"
            type="text"
            required
            spellCheck={false}
            autoComplete="off"
            defaultValue={'id' in data ? data.id : ''}
          />
        </label>
        <button type="submit" className="ed-action ed-action-primary">
          {t('page.preview.open')}
        </button>
        <Link className="ed-action" to="?view=messages">
          {t('page.preview.showMessages')}
        </Link>
      </Form>
      {data.view === 'messages' && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <MessageReview data={data} />
        </Suspense>
      )}
    </article>
  );
}

export default function Preview() {
  return <PreviewView data={useLoaderData<typeof clientLoader>()} />;
}
