import type { Domain } from '../../core/types.js';
import { checkBatchDates } from './checks/batch-dates.js';
import { checkCountrySet } from './checks/country-set.js';
import { checkCurrencyAndLocale } from './checks/currency-and-locale.js';
import { checkMoneyDecimals } from './checks/money-decimals.js';
import { checkOffersAndTerms } from './checks/offers-and-terms.js';
import { checkOpeningHours } from './checks/opening-hours.js';
import { checkOrderedRanges } from './checks/ordered-ranges.js';
import { checkSameKeys } from './checks/same-keys.js';
import { checkSetUpFeesAscending } from './checks/setup-fees-ascending.js';
import { checkSnoozeReadings } from './checks/snooze-readings.js';
import { checkWorkedExamples } from './checks/worked-examples.js';
import { emitCountryData } from './emit/emit-country-data.js';
import { emitCountryFormat } from './emit/emit-format.js';
import { emitCountryIndex } from './emit/emit-index.js';
import { emitCountryTypes } from './emit/emit-types.js';
import { countrySource } from './source.js';

/**
 * Country terms (countries/*.yaml, edited by product staff): fees, rates, limits, eligibility,
 * formats. Emits `generated/countries/`: the types, each country's data, the index with the
 * country and locale codes, and the money and date formatter.
 */
export const countriesDomain: Domain = {
  name: 'countries',
  sources: [countrySource],
  checks: [
    checkCountrySet,
    checkCurrencyAndLocale,
    checkSameKeys,
    checkMoneyDecimals,
    checkOrderedRanges,
    checkSetUpFeesAscending,
    checkWorkedExamples,
    checkOffersAndTerms,
    checkSnoozeReadings,
    checkOpeningHours,
    checkBatchDates,
  ],
  emitters: [emitCountryTypes, emitCountryData, emitCountryIndex, emitCountryFormat],
  verbatim: ['countries/index.ts', 'countries/format.ts', 'countries/money.ts'],
};
