import type { KeyPath, Model, SourceFile, SourceSpec } from '../../core/types.js';
import type {
  BrandsSource,
  CodesSource,
  ConstantSource,
  ConstantsSource,
  ValidatorsSource,
} from './source-types.js';

export const CODES_FILE = 'schema/codes.yaml';
export const CONSTANTS_FILE = 'schema/constants.yaml';
export const BRANDS_FILE = 'schema/brands.yaml';
export const VALIDATORS_FILE = 'schema/validators.yaml';

/** The kind the countries domain gives `countries/*.yaml`; loan limits are read from there. */
export const COUNTRY_KIND = 'country';

export const codesSources: SourceSpec[] = [
  { kind: 'codes', pattern: CODES_FILE, meta: 'schema/meta/codes.schema.json' },
  { kind: 'constants', pattern: CONSTANTS_FILE, meta: 'schema/meta/constants.schema.json' },
  { kind: 'brands', pattern: BRANDS_FILE, meta: 'schema/meta/brands.schema.json' },
  { kind: 'validators', pattern: VALIDATORS_FILE, meta: 'schema/meta/validators.schema.json' },
];

// Checks may run in tests on a model that lacks some files; they then have nothing to say.
function one<T>(model: Model, kind: string): SourceFile<T> | undefined {
  const files = model.files<T>(kind);
  return files.length === 1 ? files[0] : undefined;
}

export const codesOf = (model: Model) => one<CodesSource>(model, 'codes');
export const constantsOf = (model: Model) => one<ConstantsSource>(model, 'constants');
export const brandsOf = (model: Model) => one<BrandsSource>(model, 'brands');
export const validatorsOf = (model: Model) => one<ValidatorsSource>(model, 'validators');

/** Country files by country code (their file name), when the countries domain loaded them. */
export function countryFilesOf(model: Model): Map<string, SourceFile> {
  return new Map(model.files(COUNTRY_KIND).map((f) => [f.name, f]));
}

/** A constant by name, in whichever group it lives, with its key path for problems. */
export function findConstant(
  model: Model,
  name: string,
): { constant: ConstantSource; path: KeyPath } | undefined {
  const groups = constantsOf(model)?.data.groups ?? {};
  for (const [group, { constants }] of Object.entries(groups)) {
    const constant = constants[name];
    if (constant) return { constant, path: ['groups', group, 'constants', name] };
  }
  return undefined;
}

/** The supported country codes (constant `supportedCountries`). */
export function supportedCountriesOf(model: Model): string[] {
  const value = findConstant(model, 'supportedCountries')?.constant.value;
  return Array.isArray(value) ? value.map(String) : [];
}
