/**
 * Every message in every language, rendered as the app renders it (texts.tsx) with sample
 * arguments (the content review's, runtime/features/preview/sample-arguments.ts): no English
 * word (the review's list), no placeholder left unrendered, no argument one language uses and
 * another lacks.
 */
import { describe, expect, it } from 'vitest';
import {
  countryLanguageTag,
  countryLocale,
  type CountryCode,
} from '../../../../generated/countries/index.js';
import {
  loadMessages,
  messageIds,
  type MessageCatalogue,
} from '../../../../generated/messages/index.js';
import { englishWords } from '../../../../runtime/features/preview/english-words.js';
import { argumentsOf, samplesOf } from '../../../../runtime/features/preview/sample-arguments.js';
import { createTexts, type TextValues } from '../../../../runtime/shared/i18n/texts.js';

const countries: readonly CountryCode[] = ['se', 'no', 'fi', 'dk'];

/**
 * Words of the English list that are a language's own too: Danish logs in ("log ind", "login",
 * both in Retskrivningsordbogen).
 */
const NATIVE: Record<CountryCode, ReadonlySet<string>> = {
  se: new Set(),
  no: new Set(),
  fi: new Set(),
  dk: new Set(['log', 'login']),
};

const catalogues = new Map<CountryCode, MessageCatalogue>(
  await Promise.all(countries.map(async (c) => [c, await loadMessages(countryLocale[c])] as const)),
);
const catalogueOf = (country: CountryCode): MessageCatalogue => {
  const catalogue = catalogues.get(country);
  if (!catalogue) throw new Error(`no texts for ${country}`);
  return catalogue;
};

/**
 * The review's samples show an argument of no known kind (a brand, a name, an e-mail) as
 * ‹name›; here it is a neutral token instead, so its name is not read as an English word.
 */
const NEUTRAL = 'Qx7';
const filled = (values: TextValues): TextValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith('‹') ? NEUTRAL : value,
    ]),
  );

/** Each sample rendering of one message in one country's language. */
function renderings(country: CountryCode, id: (typeof messageIds)[number]): string[] {
  const elements = catalogueOf(country)[id];
  const languageTag = countryLanguageTag[country];
  const t = createTexts(catalogueOf(country), languageTag);
  const samples = samplesOf(elements, country, languageTag);
  return samples.length === 0 ? [t(id)] : samples.map((sample) => t(id, filled(sample.values)));
}

describe.each(countries)('every message in the language of %s', (country) => {
  it('renders without an English word', () => {
    const found = messageIds.flatMap((id) =>
      renderings(country, id).flatMap((text) =>
        englishWords(text)
          .filter((word) => !NATIVE[country].has(word.toLowerCase()))
          .map((word) => `${id}: "${word}" in "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('renders every placeholder', () => {
    const broken = messageIds.flatMap((id) =>
      renderings(country, id)
        // A brace left over, or a value that was missing.
        .filter((text) => /[{}]|undefined|NaN/.test(text))
        .map((text) => `${id}: ${text}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the arguments of every message', () => {
  it('are the same in every language', () => {
    const differing = messageIds.flatMap((id) => {
      const names = countries.map((country) =>
        [...argumentsOf(catalogueOf(country)[id]).keys()].sort().join(', '),
      );
      return new Set(names).size === 1
        ? []
        : [`${id}: ${countries.map((c, i) => `${c} {${names[i]}}`).join(' / ')}`];
    });
    expect(differing).toEqual([]);
  });
});
