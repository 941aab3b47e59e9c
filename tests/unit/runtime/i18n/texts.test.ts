import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import {
  loadMessages,
  messageIds,
  type MessageCatalogue,
} from '../../../../generated/messages/index.js';
import { createTexts } from '../../../../runtime/shared/i18n/texts.js';
import { countryOfPath } from '../../../../runtime/shared/routing/route-of-path.js';

/** A catalogue of one ad-hoc message, compiled the way the generator compiles them. */
function textsOf(source: string, languageTag = 'sv-SE') {
  const catalogue = {
    'x.y': parse(source) as MessageFormatElement[],
  } as unknown as MessageCatalogue;
  return (values = {}) => createTexts(catalogue, languageTag)('x.y' as never, values);
}

describe('the text renderer', () => {
  it.each([
    ['Hej {name}!', { name: 'Anna' }, 'Hej Anna!'],
    ['{n, plural, one {# dag} other {# dagar}}', { n: 1 }, '1 dag'],
    ['{n, plural, one {# dag} other {# dagar}}', { n: 5 }, '5 dagar'],
    ['{n, plural, =0 {inga} one {en} other {#}}', { n: 0 }, 'inga'],
    ['{kind, select, konto {Konto} other {Faktura}}', { kind: 'konto' }, 'Konto'],
    ['{kind, select, konto {Konto} other {Faktura}}', { kind: 'x' }, 'Faktura'],
    ['Läs <b>mer</b>', {}, 'Läs mer'],
    ["It''s {n, number}", { n: 1234 }, "It's 1\u00a0234"],
  ])('%s with %j is %s', (source, values, expected) => {
    expect(textsOf(source)(values)).toBe(expected);
  });

  it('uses the language plural rules (Finnish, Danish, Norwegian)', () => {
    const source = '{n, plural, one {yksi} other {monta}}';
    expect(textsOf(source, 'fi-FI')({ n: 1 })).toBe('yksi');
    expect(textsOf(source, 'fi-FI')({ n: 2 })).toBe('monta');
  });

  it('draws every text of every catalogue without throwing, with its id filled in', async () => {
    for (const locale of ['sv', 'nb', 'fi', 'da'] as const) {
      const catalogue = await loadMessages(locale);
      const t = createTexts(catalogue, locale);
      for (const id of messageIds) {
        const text = t(id, { n: 2, count: 2, days: 2, name: 'Anna', amount: '100 kr' });
        expect(text.length, `${locale} ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it('takes the country from the first path segment, the default otherwise', () => {
    expect(countryOfPath('/no/app')).toBe('no');
    expect(countryOfPath('/dk')).toBe('dk');
    expect(countryOfPath('/')).toBe('se');
    expect(countryOfPath('/xx/app')).toBe('se');
  });
});
