/**
 * Draws the generator's precompiled ICU messages (decision 0007: this replaces react-intl in the
 * browser; the syntax trees are the ones react-intl would use, so nothing is parsed here). The
 * catalogues use plain text, arguments, plurals and `#`; select and tags are drawn too so a new
 * text can use them. Amounts and dates are formatted by the country's rules before they are
 * passed in (generated/countries/format.ts), so no number or date skeleton is needed.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { MessageCatalogue, MessageId } from '../../../generated/messages/index.js';
import {
  latestCatalogue,
  reportMissingText,
  strictCatalogues,
  subscribeTexts,
  textsVersion,
} from './catalogue.js';

export type TextValues = Readonly<Record<string, string | number>>;

// The element kinds of @formatjs/icu-messageformat-parser's TYPE enum.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

interface Formatter {
  readonly languageTag: string;
  readonly plural: Intl.PluralRules;
  readonly number: Intl.NumberFormat;
}

const formatters = new Map<string, Formatter>();

/**
 * The language's plural rules and number format, made when a text first needs them and kept for
 * the language: most texts are plain, and making both costs a phone some tens of milliseconds
 * while the page hydrates.
 */
function lazyFormatter(languageTag: string): Formatter {
  const known = formatters.get(languageTag);
  if (known) return known;
  let plural: Intl.PluralRules | undefined;
  let number: Intl.NumberFormat | undefined;
  const made: Formatter = {
    languageTag,
    get plural() {
      return (plural ??= new Intl.PluralRules(languageTag));
    },
    get number() {
      return (number ??= new Intl.NumberFormat(languageTag));
    },
  };
  formatters.set(languageTag, made);
  return made;
}

function render(
  elements: readonly MessageFormatElement[],
  values: TextValues,
  f: Formatter,
  pound: number | null,
): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        // An argument ending in an abbreviation's point ("50.000 kr.") before the sentence's
        // full stop: one point ends both, as Danish and the other languages write it.
        out +=
          out.endsWith('.') && /^\.(?!\.)/.test(element.value)
            ? element.value.slice(1)
            : element.value;
        break;
      case ARGUMENT:
        out += String(values[element.value] ?? '');
        break;
      case NUMBER: {
        const value = values[element.value];
        out += typeof value === 'number' ? f.number.format(value) : String(value ?? '');
        break;
      }
      case POUND:
        out += pound === null ? '#' : f.number.format(pound);
        break;
      case SELECT: {
        const option = element.options[String(values[element.value])] ?? element.options['other'];
        if (option) out += render(option.value, values, f, pound);
        break;
      }
      case PLURAL: {
        const count = Number(values[element.value] ?? 0) - element.offset;
        const option =
          element.options[`=${count + element.offset}`] ??
          element.options[f.plural.select(count)] ??
          element.options['other'];
        if (option) out += render(option.value, values, f, count);
        break;
      }
      case TAG:
        // Tags carry no markup in plain text; their content is kept.
        out += render(element.children, values, f, pound);
        break;
      default:
        // Dates and times are formatted before they are passed in (see the module comment).
        out += String(values['value' in element ? element.value : ''] ?? '');
    }
  }
  return out;
}

export interface Texts {
  readonly languageTag: string;
  /** The texts it draws from (to extend with a page's own, page-texts.tsx). */
  readonly catalogue: MessageCatalogue;
  /** The text of an id in the page's language, its arguments filled in. */
  (id: MessageId, values?: TextValues): string;
}

export function createTexts(catalogue: MessageCatalogue, languageTag: string): Texts {
  const f = lazyFormatter(languageTag);
  const t = (id: MessageId, values: TextValues = {}): string => {
    const elements = catalogue[id];
    if (!elements) {
      // A part of the texts the page does not load before hydrating (text-parts.ts): the build
      // fails on it, and in the browser every part is loaded and the page drawn again.
      if (strictCatalogues.has(catalogue))
        throw new Error(
          `${id} is drawn, but its part of the texts is not loaded for this page before it ` +
            `hydrates: list its part for the route in runtime/shared/i18n/text-parts.ts`,
        );
      reportMissingText(catalogue);
      // The generator checks every id in use; otherwise this guards against a stale build.
      if (import.meta.env.DEV) console.error(`no text for ${id}`);
      return id;
    }
    return render(elements, values, f, null);
  };
  return Object.assign(t, { languageTag, catalogue });
}

const TextsContext = createContext<Texts | null>(null);

export function TextsProvider({
  catalogue,
  languageTag,
  children,
}: {
  catalogue: MessageCatalogue;
  languageTag: string;
  children: ReactNode;
}) {
  // Drawn again once a text found missing has been loaded (catalogue.ts reportMissingText).
  const version = useSyncExternalStore(subscribeTexts, textsVersion, textsVersion);
  const latest = version === 0 ? catalogue : latestCatalogue(catalogue);
  const texts = useMemo(() => createTexts(latest, languageTag), [latest, languageTag]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The text function of the page's language: `const t = useTexts(); t('common.goHome')`. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts is used outside a country route');
  return texts;
}

/** A text as an element: `<Text id="route.home.title" />`. */
export function Text({ id, values }: { id: MessageId; values?: TextValues }) {
  return <>{useTexts()(id, values)}</>;
}
