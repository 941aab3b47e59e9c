/**
 * A message rendered with sample arguments, so a reviewer reads it as a customer would: a plural
 * for 0, 1, 2 and 5 (the forms the four languages tell apart), money and dates formatted in the
 * country's way, a rate as a percentage. The app passes money and dates formatted (texts.tsx), so
 * an argument's kind is read from its name; an argument of no known kind shows its name.
 */
import type { MessageFormatElement } from 'react-intl';
import { formatDate, formatMoney } from '../../../generated/countries/format.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { TextValues } from '../../shared/i18n/texts.js';

// The element kinds of @formatjs/icu-messageformat-parser's TYPE enum (as texts.tsx).
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** The plural counts every message with a plural is shown with. */
export const SAMPLE_COUNTS = [0, 1, 2, 5] as const;

type Kind = 'plural' | 'number' | 'select' | 'plain';

/** Every argument of a message and how it is used, the options of a select with it. */
export function argumentsOf(
  elements: readonly MessageFormatElement[],
  found: Map<string, { kind: Kind; options: string[] }> = new Map(),
): Map<string, { kind: Kind; options: string[] }> {
  for (const element of elements) {
    if (element.type === PLURAL || element.type === SELECT) {
      const kind: Kind = element.type === PLURAL ? 'plural' : 'select';
      // A plural wins over a plain use of the same name: its count decides the text.
      if (found.get(element.value)?.kind !== 'plural') {
        found.set(element.value, { kind, options: Object.keys(element.options) });
      }
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TAG) {
      argumentsOf(element.children, found);
    } else if (
      (element.type === ARGUMENT || element.type === NUMBER) &&
      !found.has(element.value)
    ) {
      found.set(element.value, { kind: element.type === NUMBER ? 'number' : 'plain', options: [] });
    }
  }
  return found;
}

const MONEY = /amount|fee|total|premium|income|currency|balance|repayment|^monthly$|^setUp$/i;
const DATE = /^(date|day)$|Date$/;
const RATE = /rate|percent|interest|^nominal$|^effective$/i;
const COUNT = /^(count|months|days|years|hours|minutes|age|digits|year)$|^(min|max)[A-Z]|^numberOf/;

/** The sample day: the 14th of March of the coming year, a date no language writes oddly. */
const SAMPLE_DAY = new Date(2027, 2, 14);

function plainSample(name: string, country: CountryCode, languageTag: string): string | number {
  if (MONEY.test(name)) return formatMoney(1234.5, country);
  if (DATE.test(name)) return formatDate(SAMPLE_DAY, 'long', country);
  if (RATE.test(name)) {
    return new Intl.NumberFormat(languageTag, {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(0.1995);
  }
  if (COUNT.test(name)) return name === 'year' ? SAMPLE_DAY.getFullYear() : 12;
  return `‹${name}›`;
}

export interface Sample {
  /** The arguments that differ from sample to sample: `count = 2`; empty with one sample. */
  readonly label: string;
  readonly values: TextValues;
}

/**
 * The samples of a message: one per plural count if it has a plural (its first plural's
 * argument takes each count), else one; none if it takes no argument.
 */
export function samplesOf(
  elements: readonly MessageFormatElement[],
  country: CountryCode,
  languageTag: string,
): Sample[] {
  const found = argumentsOf(elements);
  if (found.size === 0) return [];
  const base: Record<string, string | number> = {};
  let plural: string | null = null;
  for (const [name, { kind, options }] of found) {
    if (kind === 'plural') plural ??= name;
    base[name] =
      kind === 'plural' || kind === 'number'
        ? 5
        : kind === 'select'
          ? (options.find((option) => option !== 'other') ?? 'other')
          : plainSample(name, country, languageTag);
  }
  if (plural === null) return [{ label: '', values: base }];
  const counted = plural;
  return SAMPLE_COUNTS.map((count) => ({
    label: `${counted} = ${count}`,
    values: { ...base, [counted]: count },
  }));
}
