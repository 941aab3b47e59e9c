/**
 * Every status code, display state and type the logged-in pages show has its text in all four
 * languages (issue 6: "Every status code, display state and type shown with its text in all
 * four languages"). The pages draw a code through its message id (codeMessageId for the
 * labelled tables, `code.<table>.<code>` for invoice and transaction types); here each of those
 * ids is rendered by the app's own text renderer over each language's generated catalogue, as
 * the pages render it. The e2e tests show the texts on the screens for the seeded states.
 */
import { describe, expect, test } from 'vitest';
import {
  codeMessageId,
  codeTables,
  displayStateCodes,
  invoiceStatusCodes,
  invoiceTypeCodes,
  orderTypeCodes,
  orderWebStatusCodes,
  transactionTypeCodes,
} from '../../../../generated/codes.js';
import {
  countryCodes,
  countryLocale,
  countryTerms,
} from '../../../../generated/countries/index.js';
import { loadMessages, type MessageId } from '../../../../generated/messages/index.js';
import { createTexts } from '../../../../runtime/shared/i18n/texts.js';

/** The ids the pages draw: [what it is, message id]. */
const shown: readonly (readonly [string, string])[] = [
  ...displayStateCodes.map((c) => [
    `display state ${c.code}`,
    codeMessageId(displayStateCodes, c.code),
  ]),
  ...invoiceStatusCodes.map((c) => [
    `invoice status ${c.code}`,
    codeMessageId(invoiceStatusCodes, c.code),
  ]),
  ...orderWebStatusCodes.map((c) => [
    `web status ${c.code}`,
    codeMessageId(orderWebStatusCodes, c.code),
  ]),
  ...orderTypeCodes.map((c) => [`order type ${c.code}`, codeMessageId(orderTypeCodes, c.code)]),
  ...invoiceTypeCodes.map((c) => [`invoice type ${c.code}`, `code.invoiceType.${c.code}`]),
  ...transactionTypeCodes.map((c) => [
    `transaction type ${c.code}`,
    `code.transactionType.${c.code}`,
  ]),
].map(([what, id]) => [what as string, id ?? '(no message id)'] as const);

describe('code texts', () => {
  test('the labelled tables the pages show are labelled, so each code has a message id', () => {
    for (const table of ['displayState', 'invoiceStatus', 'orderWebStatus', 'orderType'] as const) {
      expect(codeTables[table].labelled, table).toBe(true);
    }
    expect(shown.filter(([, id]) => id === '(no message id)')).toEqual([]);
    // Every display state, status and type of the spec (core §4): 18, 8, 17, 6, 3 and 5 codes,
    // and the two fee transaction types of ours (issue 11).
    expect(shown).toHaveLength(18 + 8 + 17 + 6 + 3 + 5 + 2);
  });

  test.each(countryCodes)('%s: each one renders to a text of its own language', async (country) => {
    const catalogue = await loadMessages(countryLocale[country]);
    const t = createTexts(catalogue, countryTerms(country).languageTag);
    for (const [what, id] of shown) {
      expect(catalogue[id as MessageId], `${country} ${what}: ${id}`).toBeDefined();
      const text = t(id as MessageId, { days: 3 });
      expect(text.trim(), `${country} ${what}`).not.toBe('');
      expect(text, `${country} ${what}`).not.toContain('code.');
      expect(text, `${country} ${what}`).not.toMatch(/[{}]/);
    }
    // Overdue says how many days late, in the language's plural.
    expect(t(codeMessageId(displayStateCodes, 'overdue') as MessageId, { days: 3 })).toMatch(/3/);
  });

  test('the languages differ: Finnish is not Swedish, so no catalogue copies another', async () => {
    const [sv, fi] = await Promise.all([loadMessages('sv'), loadMessages('fi')]);
    const tsv = createTexts(sv, 'sv-SE');
    const tfi = createTexts(fi, 'fi-FI');
    const same = shown.filter(
      ([, id]) => tsv(id as MessageId, { days: 2 }) === tfi(id as MessageId, { days: 2 }),
    );
    expect(same).toEqual([]);
  });
});
