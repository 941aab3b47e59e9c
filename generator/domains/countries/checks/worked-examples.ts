import type { Model, Problem } from '../../../core/types.js';
import { toMinor } from '../schema.js';
import { countryFiles, eachObject, isSwitchedOff } from '../source.js';

/**
 * A worked example must add up: monthly amount x months = total amount. The monthly amount is
 * rounded for display (953 or 95.23), so the total may differ by up to half a shown unit per
 * month. Computed in minor units so no float rounding creeps in.
 */
export function checkWorkedExamples(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    eachObject(data, (example, path) => {
      const { amount, months, monthlyAmount, totalAmount } = example;
      if (isSwitchedOff(example)) return;
      if (
        typeof amount !== 'number' ||
        typeof months !== 'number' ||
        typeof monthlyAmount !== 'number' ||
        typeof totalAmount !== 'number'
      ) {
        return;
      }
      const monthly = toMinor(monthlyAmount);
      const total = toMinor(totalAmount);
      // Half of the last digit shown: 50 öre for whole kronor, half an öre for 2 decimals.
      const slack = months * (monthly % 100 === 0 ? 50 : 0.5);
      const product = monthly * months;
      if (Math.abs(product - total) > slack) {
        problems.push({
          file,
          path: [...path, 'totalAmount'],
          message: `${monthlyAmount} a month for ${months} months is ${product / 100}, not ${totalAmount}`,
          expected: `about ${product / 100} (monthlyAmount x months, within rounding)`,
        });
      } else if (total < toMinor(amount)) {
        problems.push({
          file,
          path: [...path, 'totalAmount'],
          message: `the total (${totalAmount}) is less than the amount (${amount})`,
          expected: `at least ${amount}: the customer pays back at least what was borrowed`,
        });
      }
    });
  }
  return problems;
}
