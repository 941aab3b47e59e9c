import type { Model, Problem } from '../../../core/types.js';
import { countrySchemaOf, eachMoney, toMinor } from '../schema.js';
import { countryFiles } from '../source.js';

/**
 * Money has at most two decimals (öre, cents). JSON Schema's multipleOf cannot say so reliably
 * for decimals (0.1 + 0.2 is not 0.3 in floating point), so this check does it in minor units.
 */
export function checkMoneyDecimals(model: Model): Problem[] {
  const schema = countrySchemaOf(model);
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    eachMoney(data, schema, (amount, path) => {
      if (Math.abs(toMinor(amount) - amount * 100) > 1e-6) {
        problems.push({
          file,
          path,
          message: `${amount} has more than 2 decimals`,
          expected: `an amount with at most 2 decimals, like ${toMinor(amount) / 100}`,
        });
      }
    });
  }
  return problems;
}
