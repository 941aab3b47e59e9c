import type { Check, Problem } from '../../../core/types.js';
import {
  CONSTANTS_FILE,
  codesOf,
  countryFilesOf,
  findConstant,
  supportedCountriesOf,
} from '../sources.js';

/**
 * The country list of constants.yaml agrees with the default country, the currency table and,
 * once the countries domain loads them, the country files.
 */
export const countryConstants: Check = (model) => {
  const supported = supportedCountriesOf(model);
  const problems: Problem[] = [];
  const byDefault = findConstant(model, 'defaultCountry');
  if (byDefault && !supported.includes(String(byDefault.constant.value))) {
    problems.push({
      file: CONSTANTS_FILE,
      path: [...byDefault.path, 'value'],
      message: `default country '${String(byDefault.constant.value)}' is not supported`,
      expected: `one of: ${supported.join(', ')}`,
    });
  }
  const currencies = findConstant(model, 'currencies');
  const currencyCodes = (codesOf(model)?.data.tables.currency?.codes ?? []).map((c) => c.code);
  if (currencies && Array.isArray(currencies.constant.value) && currencyCodes.length > 0) {
    currencies.constant.value.forEach((value, i) => {
      if (currencyCodes.includes(value)) return;
      problems.push({
        file: CONSTANTS_FILE,
        path: [...currencies.path, 'value', i],
        message: `'${String(value)}' is not a code of table currency`,
        expected: `one of: ${currencyCodes.join(', ')}`,
      });
    });
  }
  const countryFiles = countryFilesOf(model);
  const supportedPath = findConstant(model, 'supportedCountries')?.path;
  if (countryFiles.size > 0 && supportedPath) {
    for (const code of supported) {
      if (countryFiles.has(code)) continue;
      problems.push({
        file: CONSTANTS_FILE,
        path: [...supportedPath, 'value', supported.indexOf(code)],
        message: `country '${code}' is supported but countries/${code}.yaml does not exist`,
        expected: `a country file for each of ${supported.join(', ')}`,
      });
    }
  }
  return problems;
};
