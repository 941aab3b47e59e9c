/**
 * The content review's data (issue 16): every message in the four languages with its marks,
 * samples and pages (review-rows.ts), searched and filtered by the address's query. The texts
 * come in the parts the app loads them in (no chunk of a whole language), and the map of texts
 * and pages is the build's (runtime/shared/i18n/text-usage.ts). A chunk of its own, which the
 * preview loads only when the review is opened (preview-data.ts).
 */
import type { MessageCatalogue } from '../../../generated/messages/index.js';
import { messageIds } from '../../../generated/messages/index-data.js';
import { ROUTES, type LayoutId, type RouteName } from '../../../generated/routes/table.js';
import { ensureCatalogue } from '../../shared/i18n/catalogue.js';
import { pageDataTexts } from '../../shared/i18n/page-data-parts.js';
import { PAGE_DATA_PARTS } from '../../shared/i18n/text-parts.js';
import type { TextUsage } from '../../shared/i18n/text-usage.js';
import {
  COUNTRY_OF_LOCALE,
  filterRows,
  MARKS,
  PREVIEW_LOCALES,
  reviewRows,
  type Mark,
  type PreviewLocale,
  type ReviewFilter,
  type ReviewRow,
} from './review-rows.js';

/** The content review as the preview draws it (message-review.tsx). */
export interface ReviewData {
  readonly view: 'messages';
  /** The rows the filter lets through, of `total`. */
  readonly rows: readonly ReviewRow[];
  readonly total: number;
  readonly filter: ReviewFilter;
  /** The built pages, for the page filter, each with its layout. */
  readonly pages: ReadonlyArray<{ name: RouteName; layout: LayoutId }>;
}

/** The build's map of texts and pages: the content review's only, a chunk of its own. */
const buildUsage = async (): Promise<TextUsage> => (await import('virtual:text-usage')).default;

/** Every language's texts, in the parts the app loads them in and those pages' data carry. */
async function allTexts(): Promise<Record<PreviewLocale, Partial<MessageCatalogue>>> {
  const loaded = await Promise.all(
    PREVIEW_LOCALES.map(async (locale) => ({
      ...(await ensureCatalogue(COUNTRY_OF_LOCALE[locale])),
      ...(await pageDataTexts(locale, PAGE_DATA_PARTS)),
    })),
  );
  return Object.fromEntries(
    PREVIEW_LOCALES.map((locale, i) => [locale, loaded[i] ?? {}]),
  ) as Record<PreviewLocale, Partial<MessageCatalogue>>;
}

const isMark = (value: string): value is Mark => (MARKS as readonly string[]).includes(value);

/** The review's filter from the address: `q`, `page` (a route name) and `mark`. */
export function reviewFilter(search: URLSearchParams): ReviewFilter {
  const page = search.get('page') ?? '';
  const mark = search.get('mark') ?? '';
  return {
    q: search.get('q') ?? '',
    page: Object.hasOwn(ROUTES, page) ? (page as RouteName) : '',
    mark: isMark(mark) ? mark : '',
  };
}

export async function loadAllMessages(
  search: URLSearchParams = new URLSearchParams(),
  usageOf: () => Promise<TextUsage> = buildUsage,
): Promise<ReviewData> {
  const [texts, usage] = await Promise.all([allTexts(), usageOf()]);
  const rows = reviewRows(messageIds, texts, usage);
  const pages = (Object.keys(usage.pages) as RouteName[]).map((name) => ({
    name,
    layout: ROUTES[name].layout,
  }));
  const filter = reviewFilter(search);
  const layoutOf = (page: RouteName) => pages.find((p) => p.name === page)?.layout;
  return {
    view: 'messages',
    rows: filterRows(rows, filter, layoutOf),
    total: rows.length,
    filter,
    pages,
  };
}
