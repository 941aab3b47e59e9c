/**
 * Issue 11: transaction type 320 ("uncollected parcel") labelled reminder fees and the
 * payment-free month's fee. Each fee has a type of its own (schema/codes.yaml transactionType),
 * labelled in the persona's language; the seeded fee lines carry those types.
 */
import { describe, expect, test } from 'vitest';
import { TransactionType } from '../../../../../generated/codes.js';
import {
  countryLocale,
  countryTerms,
  type CountryCode,
} from '../../../../../generated/countries/index.js';
import { loadMessages, type MessageId } from '../../../../../generated/messages/index.js';
import { createTexts } from '../../../../../runtime/shared/i18n/texts.js';
import { personas } from '../../../../../sandbox/seed/personas.js';

async function label(country: CountryCode, type: number): Promise<string> {
  const t = createTexts(
    await loadMessages(countryLocale[country]),
    countryTerms(country).languageTag,
  );
  return t(`code.transactionType.${type}` as MessageId);
}

// [country, type, the words a native reader expects]
const cases: [CountryCode, number, string][] = [
  ['se', TransactionType.uncollected, 'Ej uthämtat paket'],
  ['se', TransactionType.reminderFee, 'Påminnelseavgift'],
  ['se', TransactionType.paymentFreeMonthFee, 'Avgift för betalningsfri månad'],
  ['no', TransactionType.uncollected, 'Pakke ikke hentet'],
  ['no', TransactionType.reminderFee, 'Purregebyr'],
  ['no', TransactionType.paymentFreeMonthFee, 'Gebyr for betalingsfri måned'],
  ['fi', TransactionType.uncollected, 'Noutamaton lähetys'],
  ['fi', TransactionType.reminderFee, 'Muistutusmaksu'],
  ['fi', TransactionType.paymentFreeMonthFee, 'Maksuvapaan kuukauden maksu'],
  ['dk', TransactionType.uncollected, 'Pakke ikke afhentet'],
  ['dk', TransactionType.reminderFee, 'Rykkergebyr'],
  ['dk', TransactionType.paymentFreeMonthFee, 'Gebyr for betalingsfri måned'],
];

describe('transaction type labels', () => {
  test.each(cases)('%s %i reads "%s"', async (country, type, words) => {
    expect(await label(country, type)).toBe(words);
  });

  test('a fee is never labelled as an uncollected parcel', async () => {
    for (const country of ['se', 'no', 'fi', 'dk'] as const) {
      const parcel = await label(country, TransactionType.uncollected);
      expect(await label(country, TransactionType.reminderFee)).not.toBe(parcel);
      expect(await label(country, TransactionType.paymentFreeMonthFee)).not.toBe(parcel);
    }
  });

  test('the seeded fee lines carry the fee types, and no fee is typed 320', () => {
    const lines = personas.flatMap((p) =>
      (p.accounts ?? []).flatMap((a) => a.invoices.flatMap((i) => i.lines)),
    );
    const typeOf = (text: string) => lines.filter((l) => l.text === text).map((l) => l.type);
    expect(typeOf('reminderFee')).toEqual([510, 510]);
    expect(typeOf('freeMonthFee')).toEqual([520]);
    expect(lines.filter((l) => l.type === TransactionType.uncollected)).toEqual([]);
  });
});
