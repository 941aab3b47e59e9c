import type { Model, Problem } from '../../../core/types.js';
import { at, countryFiles } from '../source.js';

interface Pair {
  offer: string;
  terms: string[];
  /** Also require terms when the offer is on (the page cannot be built without them). */
  both: boolean;
}

/** Which section holds the terms of which offer. */
const PAIRS: Pair[] = [
  { offer: 'privateLoan', terms: ['loan'], both: true },
  { offer: 'ppi', terms: ['insurance'], both: true },
  { offer: 'interestFreeSplit', terms: ['fees', 'splitSetUp'], both: false },
  { offer: 'interestFreeSplit', terms: ['fees', 'splitAdmin'], both: false },
  { offer: 'konto', terms: ['rates', 'konto'], both: false },
  { offer: 'konto', terms: ['instalments', 'konto'], both: false },
];

/**
 * An offer and its terms are switched on and off together: terms for a switched-off offer would
 * be shown nowhere (and likely mean the switch was forgotten), and the loan and insurance pages
 * cannot be built without their terms.
 */
export function checkOffersAndTerms(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    for (const { offer, terms, both } of PAIRS) {
      const offered = at(data, ['offers', offer, 'available']);
      const termsOn = at(data, [...terms, 'available']);
      if (typeof offered !== 'boolean' || typeof termsOn !== 'boolean') continue;
      const where = terms.join('.');
      if (!offered && termsOn) {
        problems.push({
          file,
          path: [...terms, 'available'],
          message: `${where} is on, but offers.${offer} is off`,
          expected: `${where}.available: false with a note, or offers.${offer}.available: true`,
        });
      } else if (both && offered && !termsOn) {
        problems.push({
          file,
          path: [...terms, 'available'],
          message: `offers.${offer} is on, but ${where} has no terms`,
          expected: `${where}.available: true with its terms, or offers.${offer}.available: false`,
        });
      }
    }
  }
  return problems;
}
