import type { Domain } from '../../core/types.js';
import { bankSlugNames } from './checks/bank-slug-names.js';
import { brandCount } from './checks/brand-count.js';
import { brandPrefixedKeys } from './checks/brand-prefixed-keys.js';
import { brandSlugs } from './checks/brand-slugs.js';
import { brandTemplates } from './checks/brand-templates.js';
import { breakpoints } from './checks/breakpoints.js';
import { codeMessageIds } from './checks/code-message-ids.js';
import { codeReferences } from './checks/code-references.js';
import { codeValueTypes } from './checks/code-value-types.js';
import { companyCodes } from './checks/company-codes.js';
import { companyIds } from './checks/company-ids.js';
import { constantUnits } from './checks/constant-units.js';
import { countryConstants } from './checks/country-constants.js';
import { countrySnoozeDays } from './checks/country-snooze-days.js';
import { countryTerms } from './checks/country-terms.js';
import { displayStateCoverage } from './checks/display-state-coverage.js';
import { fallbackCodes } from './checks/fallback-codes.js';
import { paymentMethodOrderTypes } from './checks/payment-method-order-types.js';
import { regexPatterns } from './checks/regex-patterns.js';
import { ruleConstants } from './checks/rule-constants.js';
import { ruleReferences } from './checks/rule-references.js';
import { uniqueCodes } from './checks/unique-codes.js';
import { uniqueKeys } from './checks/unique-keys.js';
import { validatorCountries } from './checks/validator-countries.js';
import { validatorMessageIds } from './checks/validator-message-ids.js';
import { emitBrands } from './emit/brands.js';
import { emitCodes } from './emit/codes.js';
import { emitConstants } from './emit/constants.js';
import { emitValidators } from './emit/validators.js';
import { codesSources } from './sources.js';

/**
 * Code tables, constants, brands and validators (schema/{codes,constants,brands,validators}.yaml):
 * the closed sets and fixed numbers every other part of the product names (docs/sources.md, domain
 * "codes"). It also reads countries/*.yaml, owned by the countries domain: the country list of
 * the constants and the snooze days of the code tables must agree with the country files, and
 * the country validators take their limits from there.
 */
export const codesDomain: Domain = {
  name: 'codes',
  sources: codesSources,
  checks: [
    uniqueCodes,
    codeValueTypes,
    uniqueKeys,
    codeMessageIds,
    codeReferences,
    displayStateCoverage,
    fallbackCodes,
    paymentMethodOrderTypes,
    ruleReferences,
    ruleConstants,
    bankSlugNames,
    brandPrefixedKeys,
    brandSlugs,
    brandCount,
    companyIds,
    companyCodes,
    brandTemplates,
    constantUnits,
    breakpoints,
    countryConstants,
    validatorMessageIds,
    validatorCountries,
    regexPatterns,
    countryTerms,
    countrySnoozeDays,
  ],
  emitters: [emitCodes, emitConstants, emitBrands, emitValidators],
  verbatim: [
    'codes.ts',
    'codes/bank-id.ts',
    'codes/error-page.ts',
    'codes/invoice-lists.ts',
    'codes/invoice-type.ts',
    'codes/lookup.ts',
    'codes/payability.ts',
    'codes/payment-method.ts',
    'codes/preferences.ts',
    'codes/rule-types.ts',
    'codes/sort.ts',
    'codes/transactions.ts',
    'constants.ts',
    'brands.ts',
    'validators/builders.ts',
  ],
};
