/**
 * A credit product's figures as one country file states them, read along the key paths of
 * schema/credit-law.yaml: whether it is offered, its nominal and effective rate (and where each
 * is written, for the warning's line) and its representative example.
 */
import { at, isObject, isSwitchedOff, type CountrySource } from '../countries/source.js';
import type { KeyPath } from '../../core/types.js';
import type { CreditProduct, RateKind } from './source.js';

export interface StatedRate {
  value: number;
  path: KeyPath;
  /** The file gives a rate without saying nominal or effective (`basis: notStated`). */
  basisNotStated: boolean;
}

export interface ProductTerms {
  product: CreditProduct;
  /** Where the warning about the product as a whole points: its offer, else its rates. */
  path: KeyPath;
  rates: Partial<Record<RateKind, StatedRate>>;
  example?: { amount: number; totalAmount: number; path: KeyPath };
}

export function keyPath(dotted: string): string[] {
  return dotted.split('.');
}

/** The product's terms in this country, or undefined when the country does not offer it. */
export function productTerms(
  country: CountrySource,
  product: CreditProduct,
): ProductTerms | undefined {
  const ratesPath = keyPath(product.rates);
  const rates = at(country, ratesPath);
  const offer = product.offer === undefined ? rates : at(country, keyPath(product.offer));
  if (!isObject(offer) || offer.available !== true) return undefined;
  const terms: ProductTerms = {
    product,
    path: product.offer === undefined ? ratesPath : keyPath(product.offer),
    rates: {},
  };
  if (!isObject(rates) || isSwitchedOff(rates)) return terms;
  for (const kind of ['nominal', 'effective'] as const) {
    if (typeof rates[kind] === 'number')
      terms.rates[kind] = { value: rates[kind], path: [...ratesPath, kind], basisNotStated: false };
  }
  // A range (the loan's `basis`, `min`, `max`): its highest rate is the one a cap must allow.
  if (typeof rates.max === 'number') {
    const stated = { value: rates.max, path: [...ratesPath, 'max'] };
    if (rates.basis === 'nominal' || rates.basis === 'effective')
      terms.rates[rates.basis] = { ...stated, basisNotStated: false };
    else if (rates.basis === 'notStated') {
      terms.rates.nominal = { ...stated, basisNotStated: true };
      terms.rates.effective = { ...stated, basisNotStated: true };
    }
  }
  const example = rates.example;
  if (
    isObject(example) &&
    example.available === true &&
    typeof example.amount === 'number' &&
    typeof example.totalAmount === 'number'
  )
    terms.example = {
      amount: example.amount,
      totalAmount: example.totalAmount,
      path: [...ratesPath, 'example', 'totalAmount'],
    };
  return terms;
}
