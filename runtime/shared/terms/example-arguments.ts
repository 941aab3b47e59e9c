/**
 * The figures of a representative example as a message's arguments, formatted for the page's
 * locale. The payment-options page and the account terms show the same examples in texts of
 * their own (different text parts), and the consumer-credit laws want every figure in each: one
 * function each, so neither page can drop or format one differently.
 */
import type { PublicFormat } from '../i18n/public-format.js';
import type {
  CreditExampleValue,
  ExampleValue,
  KontoExampleValue,
} from './payment-options-slice.js';

const common = (f: PublicFormat, example: ExampleValue) => ({
  amount: f.money(example.amount),
  months: example.months,
  nominal: f.percent(example.nominal),
  effective: f.percent(example.effective),
  monthlyAmount: f.money(example.monthlyAmount),
  totalCost: f.money(example.totalCost),
  totalAmount: f.money(example.totalAmount),
});

/** The konto's example, with its monthly fee. */
export const kontoExampleArguments = (f: PublicFormat, example: KontoExampleValue) => ({
  ...common(f, example),
  fee: f.money(example.fee),
});

/** The account credit's example, with the interest on the limit. */
export const creditExampleArguments = (f: PublicFormat, example: CreditExampleValue) => ({
  ...common(f, example),
  limitInterest: f.percent(example.limitInterest),
});
