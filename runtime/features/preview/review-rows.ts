/**
 * The content review's rows (DESIGN: "content and every message side by side"): every message in
 * the four languages, what a reviewer should look at (missing, the same as another language,
 * English, drawn by no page), its samples rendered, and the pages that draw it. Pure: the
 * catalogues and the build's map of texts and pages come in (preview-data.ts loads them).
 */
import type { MessageFormatElement } from 'react-intl';
import { countryLanguageTag, type CountryCode } from '../../../generated/countries/index.js';
import type { MessageCatalogue, MessageId } from '../../../generated/messages/index.js';
import type { LayoutId, RouteName } from '../../../generated/routes/table.js';
import { messageSource } from '../../shared/content/message-source.js';
import type { TextUsage } from '../../shared/i18n/text-usage.js';
import { createTexts } from '../../shared/i18n/texts.js';
import { englishWords } from './english-words.js';
import { samplesOf } from './sample-arguments.js';

export const PREVIEW_LOCALES = ['sv', 'nb', 'fi', 'da'] as const;
export type PreviewLocale = (typeof PREVIEW_LOCALES)[number];

/** The country whose formats each language's samples use. */
export const COUNTRY_OF_LOCALE: Record<PreviewLocale, CountryCode> = {
  sv: 'se',
  nb: 'no',
  fi: 'fi',
  da: 'dk',
};

export const MARKS = ['missing', 'identical', 'english', 'unused'] as const;
export type Mark = (typeof MARKS)[number];

export interface RenderedSample {
  readonly label: string;
  readonly text: string;
}

export interface ReviewRow {
  readonly id: MessageId;
  /** The ICU source of each language, '' where it is missing. */
  readonly texts: Record<PreviewLocale, string>;
  /** The message rendered with sample arguments; empty when it takes none. */
  readonly samples: Record<PreviewLocale, readonly RenderedSample[]>;
  readonly missing: readonly PreviewLocale[];
  /** Each language whose text another language has too, with those languages. */
  readonly identical: Partial<Record<PreviewLocale, readonly PreviewLocale[]>>;
  /** The English words found in each language's literal text. */
  readonly english: Partial<Record<PreviewLocale, readonly string[]>>;
  /** The layouts whose frame draws it (on every page of the layout). */
  readonly frames: readonly LayoutId[];
  /** The pages that draw it beyond their layout's frame. */
  readonly pages: readonly RouteName[];
}

export const marksOf = (row: ReviewRow): Mark[] =>
  MARKS.filter((mark) =>
    mark === 'missing'
      ? row.missing.length > 0
      : mark === 'identical'
        ? Object.keys(row.identical).length > 0
        : mark === 'english'
          ? Object.keys(row.english).length > 0
          : row.frames.length === 0 && row.pages.length === 0,
  );

// The element kinds of @formatjs/icu-messageformat-parser's TYPE enum (as texts.tsx).
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** The words a customer reads: the literal text of every branch, without argument names. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) =>
      element.type === LITERAL
        ? element.value
        : element.type === SELECT || element.type === PLURAL
          ? Object.values(element.options)
              .map((option) => literalText(option.value))
              .join(' ')
          : element.type === TAG
            ? literalText(element.children)
            : ' ',
    )
    .join('');
}

/** Which layouts' frames and which pages draw each message (by its index in the id list). */
function placesOf(
  usage: TextUsage,
  ids: readonly MessageId[],
): Map<MessageId, { frames: LayoutId[]; pages: RouteName[] }> {
  const places = new Map(
    ids.map((id) => [id, { frames: [] as LayoutId[], pages: [] as RouteName[] }]),
  );
  const placeOf = (index: number) => {
    const id = ids[index];
    return id === undefined ? undefined : places.get(id);
  };
  for (const [layout, indexes] of Object.entries(usage.frames)) {
    for (const index of indexes ?? []) placeOf(index)?.frames.push(layout as LayoutId);
  }
  for (const [route, indexes] of Object.entries(usage.pages)) {
    for (const index of indexes ?? []) placeOf(index)?.pages.push(route as RouteName);
  }
  return places;
}

/** Every message's row, in the order of the id list. */
export function reviewRows(
  ids: readonly MessageId[],
  catalogues: Record<PreviewLocale, Partial<MessageCatalogue>>,
  usage: TextUsage,
): ReviewRow[] {
  const texts = PREVIEW_LOCALES.map((locale) =>
    createTexts(
      catalogues[locale] as MessageCatalogue,
      countryLanguageTag[COUNTRY_OF_LOCALE[locale]],
    ),
  );
  const places = placesOf(usage, ids);
  return ids.map((id) => {
    const row = {
      id,
      texts: {} as Record<PreviewLocale, string>,
      samples: {} as Record<PreviewLocale, RenderedSample[]>,
      missing: [] as PreviewLocale[],
      identical: {} as Partial<Record<PreviewLocale, PreviewLocale[]>>,
      english: {} as Partial<Record<PreviewLocale, string[]>>,
      ...(places.get(id) ?? { frames: [], pages: [] }),
    };
    PREVIEW_LOCALES.forEach((locale, i) => {
      const elements = catalogues[locale][id];
      const source = elements ? messageSource(elements) : '';
      row.texts[locale] = source;
      if (!elements || source.trim() === '') {
        row.missing.push(locale);
        row.samples[locale] = [];
        return;
      }
      const country = COUNTRY_OF_LOCALE[locale];
      const t = texts[i];
      row.samples[locale] = t
        ? samplesOf(elements, country, t.languageTag).map(({ label, values }) => ({
            label,
            text: t(id, values),
          }))
        : [];
      const english = englishWords(literalText(elements));
      if (english.length) row.english[locale] = english;
    });
    for (const locale of PREVIEW_LOCALES) {
      const same = PREVIEW_LOCALES.filter(
        (other) =>
          other !== locale && row.texts[other] !== '' && row.texts[other] === row.texts[locale],
      );
      if (same.length && row.texts[locale] !== '') row.identical[locale] = same;
    }
    return row;
  });
}

/** What the review shows: a search, a page, a mark; each empty for all. */
export interface ReviewFilter {
  readonly q: string;
  readonly page: RouteName | '';
  readonly mark: Mark | '';
}

/** The layout of each page, to tell whether a frame's texts are on it. */
export type LayoutOfPage = (page: RouteName) => LayoutId | undefined;

export function filterRows(
  rows: readonly ReviewRow[],
  filter: ReviewFilter,
  layoutOf: LayoutOfPage,
): ReviewRow[] {
  const q = filter.q.trim().toLowerCase();
  const pageLayout = filter.page ? layoutOf(filter.page) : undefined;
  return rows.filter(
    (row) =>
      (q === '' ||
        row.id.toLowerCase().includes(q) ||
        PREVIEW_LOCALES.some((locale) => row.texts[locale].toLowerCase().includes(q))) &&
      (filter.page === '' ||
        row.pages.includes(filter.page) ||
        (pageLayout !== undefined && row.frames.includes(pageLayout))) &&
      (filter.mark === '' || marksOf(row).includes(filter.mark)),
  );
}
