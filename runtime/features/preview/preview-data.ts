/**
 * What the preview page loads in the browser: one entry by id from the API's preview endpoint
 * (drafts included), or the content review: every message in the four languages with its marks,
 * samples and pages (review-rows.ts), searched and filtered by the address's query. Not
 * prerendered: the preview shows the entry as it is at the moment it is opened. The texts come
 * in the parts the app loads them in (no chunk of a whole language), and the map of texts and
 * pages is the build's (vite.config.ts textUsageModule).
 */
import { getContentPreviewPath } from '../../../generated/api/calls/getContentPreview.js';
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
import type { ContentBody } from '../../../generated/content/entries.js';
import type { ReviewData } from './review-data.js';

/** The API's ContentEntry, with the fields our entries carry. */
export interface PreviewEntry {
  readonly id: string;
  /** Published entries have a delivery key; drafts have none. */
  readonly key?: string;
  readonly locale: string;
  readonly contentType: string;
  readonly content: ContentBody;
}

export type PreviewData =
  | { readonly view: 'start' }
  | { readonly view: 'invalid-id'; readonly id: string }
  | { readonly view: 'not-found'; readonly id: string }
  | { readonly view: 'failed'; readonly id: string }
  | { readonly view: 'entry'; readonly entry: PreviewEntry }
  | ReviewData;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadEntry(
  id: string,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<PreviewData> {
  if (!UUID.test(id)) return { view: 'invalid-id', id };
  // getContentPreview (schema/api.yaml), through the web server's /service proxy.
  const response = await fetcher(getContentPreviewPath({ id }), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (response.status === 404) return { view: 'not-found', id };
  if (!response.ok) return { view: 'failed', id };
  return { view: 'entry', entry: (await response.json()) as PreviewEntry };
}

/** What a preview URL asks for: `?id=<uuid>`, `?view=messages`, or the start form. */
export function loadPreview(
  search: URLSearchParams,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<PreviewData> {
  const id = search.get('id');
  if (id !== null && id !== '') return loadEntry(id.trim(), fetcher, signal);
  // The review's code and texts are a chunk of their own, loaded when the review is opened.
  if (search.get('view') === 'messages')
    return import('./review-data.js').then(({ loadAllMessages }) => loadAllMessages(search));
  return Promise.resolve({ view: 'start' });
}

/** The language name of a locale for column headings: the country's name message. */
export const countryOfLocale = (locale: string): CountryCode | undefined =>
  (Object.keys(countryLocale) as CountryCode[]).find((c) => countryLocale[c] === locale);
