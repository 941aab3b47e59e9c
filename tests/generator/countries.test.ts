import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import { finish } from '../../generator/core/output.js';
import { diskReader } from '../../generator/core/reader.js';
import { MetaValidator } from '../../generator/core/schema-validate.js';
import {
  META_KIND,
  type Check,
  type Model,
  type Problem,
  type SourceFile,
} from '../../generator/core/types.js';
import { checkBatchDates } from '../../generator/domains/countries/checks/batch-dates.js';
import { checkCountrySet } from '../../generator/domains/countries/checks/country-set.js';
import { checkCurrencyAndLocale } from '../../generator/domains/countries/checks/currency-and-locale.js';
import { checkMoneyDecimals } from '../../generator/domains/countries/checks/money-decimals.js';
import { checkOffersAndTerms } from '../../generator/domains/countries/checks/offers-and-terms.js';
import { checkOpeningHours } from '../../generator/domains/countries/checks/opening-hours.js';
import { checkOrderedRanges } from '../../generator/domains/countries/checks/ordered-ranges.js';
import { checkSameKeys } from '../../generator/domains/countries/checks/same-keys.js';
import { checkSetUpFeesAscending } from '../../generator/domains/countries/checks/setup-fees-ascending.js';
import { checkSnoozeReadings } from '../../generator/domains/countries/checks/snooze-readings.js';
import { checkWorkedExamples } from '../../generator/domains/countries/checks/worked-examples.js';
import { emitCountryData } from '../../generator/domains/countries/emit/emit-country-data.js';
import { emitCountryTypes } from '../../generator/domains/countries/emit/emit-types.js';
import { countriesDomain } from '../../generator/domains/countries/index.js';
import { countrySchemaOf, type JsonSchema } from '../../generator/domains/countries/schema.js';
import {
  COUNTRY_CODES,
  COUNTRY_KIND,
  countrySource,
  type JsonObject,
} from '../../generator/domains/countries/source.js';
import { emitDomain, templates, validateWith } from '../support/sources.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const codes = [...COUNTRY_CODES];
type Code = (typeof COUNTRY_CODES)[number];

function realData(code: Code): JsonObject {
  return parse(readFileSync(join(repoRoot, `countries/${code}.yaml`), 'utf8')) as JsonObject;
}

/** The country meta schema as the pipeline puts it in the model: a source file of kind `meta`. */
function metaFile(): SourceFile {
  const path = countrySource.meta;
  const data = JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as unknown;
  return { path, kind: META_KIND, name: 'country', data };
}

/**
 * A model of the real country files and their meta schema, with `edit` applied to a copy of some
 * of the country files.
 */
function model(edit: Partial<Record<Code, (data: JsonObject) => void>> = {}): Model {
  const files: SourceFile[] = codes.map((code) => {
    const data = realData(code);
    edit[code]?.(data);
    return { path: `countries/${code}.yaml`, kind: COUNTRY_KIND, name: code, data };
  });
  return makeModel([...files, metaFile()]);
}

/** The same model without the meta schema. */
const withoutMeta = (): Model => makeModel(model().files(COUNTRY_KIND));

/** Sets a value at a dotted path (list indexes as numbers). */
function set(data: JsonObject, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: unknown = data;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown>)[key];
  (node as Record<string, unknown>)[keys.at(-1)!] = value;
}

function remove(data: JsonObject, path: string): void {
  const keys = path.split('.');
  let node: unknown = data;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown>)[key];
  delete (node as Record<string, unknown>)[keys.at(-1)!];
}

const where = (problems: Problem[]) => problems.map((p) => `${p.file} ${p.path.join('.')}`);

describe('the country files', () => {
  const validator = new MetaValidator(diskReader(repoRoot));

  it.each(codes)('%s.yaml is valid against the meta schema', (code) => {
    expect(
      validator.validate(`countries/${code}.yaml`, countrySource.meta, realData(code)),
    ).toEqual([]);
  });

  it.each(codes)('%s.yaml names its schema on the first line, for editors', (code) => {
    const first = readFileSync(join(repoRoot, `countries/${code}.yaml`), 'utf8').split('\n')[0];
    expect(first).toBe('# yaml-language-server: $schema=../schema/meta/country.schema.json');
  });

  it('pass every check of the domain', () => {
    const m = model();
    expect(countriesDomain.checks.flatMap((check) => check(m))).toEqual([]);
  });

  it('are declared as a source of at least four files', () => {
    expect(countriesDomain.sources).toEqual([
      {
        kind: 'country',
        pattern: 'countries/*.yaml',
        meta: 'schema/meta/country.schema.json',
        min: 4,
      },
    ]);
  });
});

describe('the meta schema in the model', () => {
  it('is the file the pipeline puts there, read by countrySchemaOf', () => {
    const validated = validateWith();
    expect(validated.problems).toEqual([]);
    expect(countrySchemaOf(validated.model!)).toEqual(metaFile().data);
  });

  it('is required: without it the accessor, the money check and the emitters say so', () => {
    const message = /no country meta schema.*kind 'meta' at schema\/meta\/country\.schema\.json/;
    expect(() => countrySchemaOf(withoutMeta())).toThrow(message);
    expect(() => checkMoneyDecimals(withoutMeta())).toThrow(message);
    expect(() => emitCountryTypes(withoutMeta(), templates)).toThrow(message);
    expect(() => emitCountryData(withoutMeta(), templates)).toThrow(message);
  });
});

describe('the meta schema, written for product staff', () => {
  const countrySchema = countrySchemaOf(model());
  const nodes: Array<{ path: string; schema: JsonSchema; parent?: JsonSchema; key?: string }> = [];
  const walk = (schema: JsonSchema, path: string, parent?: JsonSchema, key?: string): void => {
    nodes.push({ path, schema, parent, key });
    for (const [k, child] of Object.entries(schema.properties ?? {}))
      walk(child, `${path}.${k}`, schema, k);
    if (schema.items) walk(schema.items, `${path}[]`);
    for (const [k, def] of Object.entries(schema.$defs ?? {})) walk(def, `$defs.${k}`);
  };
  walk(countrySchema, '(root)');
  const properties = nodes.filter((n) => n.key !== undefined && n.parent?.properties);

  it('describes every key', () => {
    const undescribed = properties
      .filter(({ schema }) => {
        const target = schema.$ref ? countrySchema.$defs?.[schema.$ref.split('/').pop()!] : schema;
        return !(schema.description ?? target?.description);
      })
      .map((n) => n.path);
    expect(undescribed).toEqual([]);
  });

  it('allows no unknown keys in any map', () => {
    const open = nodes
      .filter((n) => n.schema.type === 'object')
      .filter(
        (n) => (n.schema as { additionalProperties?: unknown }).additionalProperties !== false,
      )
      .map((n) => n.path);
    expect(open).toEqual([]);
  });

  it('keeps money never negative and percentages between 0 and 100', () => {
    const defs = countrySchema.$defs as Record<string, { minimum?: number; maximum?: number }>;
    expect(defs.money).toMatchObject({ minimum: 0 });
    expect(defs.moneyOrNull).toMatchObject({ minimum: 0 });
    expect(defs.percent).toMatchObject({ minimum: 0, maximum: 100 });
  });

  it('names every money key ...amount / ...Amount, and only money keys', () => {
    const isMoney = (s: JsonSchema) =>
      s.$ref === '#/$defs/money' || s.$ref === '#/$defs/moneyOrNull';
    const misnamed = properties
      .filter(({ schema, key }) => isMoney(schema) !== /(^a|A)mount$/.test(key!))
      .map((n) => n.path);
    expect(misnamed).toEqual([]);
  });

  it('restricts currency and locale to the supported ones', () => {
    expect(countrySchema.$defs?.currencyCode?.enum).toEqual(['SEK', 'NOK', 'EUR', 'DKK']);
    expect(countrySchema.$defs?.localeCode?.enum).toEqual(['sv', 'nb', 'fi', 'da']);
  });
});

describe('checks', () => {
  const run = (check: Check, edit: Parameters<typeof model>[0]) => check(model(edit));

  describe('country set', () => {
    it('needs every country, one file each', () => {
      const files = model()
        .all()
        .filter((f) => f.name !== 'fi');
      expect(where(checkCountrySet(makeModel(files)))).toEqual(['countries/fi.yaml ']);
    });
    it('needs the code to equal the file name', () => {
      const problems = run(checkCountrySet, { dk: (d) => set(d, 'code', 'fi') });
      expect(where(problems)).toEqual(['countries/dk.yaml code']);
      expect(problems[0]!.message).toContain("the code is 'fi' but the file is countries/dk.yaml");
    });
    it('rejects a file for an unknown country', () => {
      const files = [
        ...model().all(),
        {
          path: 'countries/is.yaml',
          kind: COUNTRY_KIND,
          name: 'is',
          data: { ...realData('se'), default: false },
        },
      ];
      expect(where(checkCountrySet(makeModel(files)))).toEqual(['countries/is.yaml ']);
    });
    it('needs exactly one default country', () => {
      expect(where(run(checkCountrySet, { se: (d) => set(d, 'default', false) }))).toEqual([
        'countries/se.yaml default',
      ]);
      expect(where(run(checkCountrySet, { fi: (d) => set(d, 'default', true) }))).toEqual([
        'countries/fi.yaml default',
        'countries/se.yaml default',
      ]);
    });
  });

  describe('currency and locale', () => {
    it('rejects a currency Intl does not know, such as NKK', () => {
      const problems = run(checkCurrencyAndLocale, { no: (d) => set(d, 'money.currency', 'NKK') });
      expect(where(problems)).toEqual(['countries/no.yaml money.currency']);
    });
    it('rejects decimals the currency does not have', () => {
      const problems = run(checkCurrencyAndLocale, { se: (d) => set(d, 'money.decimals', 0) });
      expect(problems[0]).toMatchObject({ path: ['money', 'decimals'], expected: 'decimals: 2' });
    });
    it('suggests the standard spelling of a language tag', () => {
      const problems = run(checkCurrencyAndLocale, { no: (d) => set(d, 'languageTag', 'nb-no') });
      expect(problems[0]).toMatchObject({ path: ['languageTag'], expected: "'nb-NO'" });
    });
    it('rejects a language tag of another country or language', () => {
      const problems = run(checkCurrencyAndLocale, { dk: (d) => set(d, 'languageTag', 'sv-DK') });
      expect(problems[0]).toMatchObject({ path: ['languageTag'], expected: "'da-DK'" });
    });
    it('rejects a malformed language tag', () => {
      const problems = run(checkCurrencyAndLocale, { fi: (d) => set(d, 'languageTag', 'f!-FI') });
      expect(problems[0]!.message).toContain('is not a language tag');
    });
    it('rejects two countries sharing a language', () => {
      const problems = run(checkCurrencyAndLocale, {
        dk: (d) => {
          set(d, 'locale', 'nb');
          set(d, 'languageTag', 'nb-DK');
        },
      });
      expect(where(problems)).toEqual(['countries/dk.yaml locale', 'countries/no.yaml locale']);
    });
  });

  describe('same keys in every country', () => {
    it('names the file that has a key another lacks', () => {
      const problems = run(checkSameKeys, { se: (d) => set(d, 'loan.page.faqUrl', '/faq') });
      expect(where(problems)).toEqual([
        'countries/fi.yaml loan.page',
        'countries/no.yaml loan.page',
      ]);
      expect(problems[0]!.message).toBe("has no key 'faqUrl', which countries/se.yaml has");
    });
    it('reports a missing section in the file that lacks it', () => {
      const problems = run(checkSameKeys, { fi: (d) => remove(d, 'timings') });
      expect(where(problems)).toEqual(['countries/fi.yaml ']);
      expect(problems[0]!.message).toBe("has no key 'timings', which countries/dk.yaml has");
    });
    it('ignores notes and the inside of switched-off terms', () => {
      // dk's loan is off and holds only a note; se's fee has no note: neither is a difference.
      expect(run(checkSameKeys, { se: (d) => set(d, 'fees.monthlyInvoice.note', 'x') })).toEqual(
        [],
      );
    });
  });

  describe('money decimals', () => {
    it('rejects a third decimal anywhere money is', () => {
      const problems = run(checkMoneyDecimals, {
        fi: (d) => set(d, 'rates.konto.example.monthlyAmount', 95.234),
      });
      expect(where(problems)).toEqual(['countries/fi.yaml rates.konto.example.monthlyAmount']);
    });
    it('finds money inside lists too', () => {
      const problems = run(checkMoneyDecimals, {
        se: (d) => set(d, 'fees.splitSetUp.byTerm.1.amount', 199.001),
      });
      expect(where(problems)).toEqual(['countries/se.yaml fees.splitSetUp.byTerm.1.amount']);
    });
  });

  describe('ordered ranges', () => {
    it.each([
      ['loan.minAmount', 500000, 'loan.minAmount'],
      ['loan.minYears', 20, 'loan.minYears'],
      ['loan.interestRate.min', 27, 'loan.interestRate.min'],
      ['timings.refund.minDays', 6, 'timings.refund.minDays'],
      ['rates.konto.nominal', 30, 'rates.konto.nominal'],
    ])('rejects %s above its upper end', (path, value, reported) => {
      expect(where(run(checkOrderedRanges, { se: (d) => set(d, path, value) }))).toEqual([
        `countries/se.yaml ${reported}`,
      ]);
    });
    it('accepts equal ends (one rate written as a range)', () => {
      expect(run(checkOrderedRanges, {})).toEqual([]);
    });
  });

  describe('split set-up fees', () => {
    it('rejects a longer split that costs less', () => {
      const problems = run(checkSetUpFeesAscending, {
        no: (d) => set(d, 'fees.splitSetUp.byTerm.3.amount', 100),
      });
      expect(where(problems)).toEqual(['countries/no.yaml fees.splitSetUp.byTerm.3.amount']);
    });
    it('rejects split lengths out of order', () => {
      const problems = run(checkSetUpFeesAscending, {
        se: (d) => set(d, 'fees.splitSetUp.byTerm.1.months', 3),
      });
      expect(where(problems)).toEqual(['countries/se.yaml fees.splitSetUp.byTerm.1.months']);
    });
  });

  describe('worked examples', () => {
    it('accepts a total within rounding of monthly x months', () => {
      // 953 is rounded to whole kronor: 12 x 952.5 .. 953.5 may total 11 430 .. 11 442.
      expect(
        run(checkWorkedExamples, { se: (d) => set(d, 'rates.konto.example.totalAmount', 11440) }),
      ).toEqual([]);
    });
    it('rejects a total that does not add up', () => {
      const problems = run(checkWorkedExamples, {
        fi: (d) => set(d, 'rates.accountCredit.example.totalAmount', 486),
      });
      expect(where(problems)).toEqual([
        'countries/fi.yaml rates.accountCredit.example.totalAmount',
      ]);
      expect(problems[0]!.message).toBe('39 a month for 12 months is 468, not 486');
    });
    it('is strict to the cent when the monthly amount has decimals', () => {
      const problems = run(checkWorkedExamples, {
        fi: (d) => set(d, 'rates.konto.example.totalAmount', 1142.86),
      });
      expect(where(problems)).toEqual(['countries/fi.yaml rates.konto.example.totalAmount']);
    });
    it('rejects paying back less than was borrowed', () => {
      const problems = run(checkWorkedExamples, {
        se: (d) => {
          set(d, 'rates.konto.example.monthlyAmount', 800);
          set(d, 'rates.konto.example.totalAmount', 9600);
        },
      });
      expect(problems[0]!.message).toContain('is less than the amount');
    });
  });

  describe('offers and their terms', () => {
    it('rejects loan terms when the loan offer is off', () => {
      const problems = run(checkOffersAndTerms, {
        se: (d) => set(d, 'offers.privateLoan', { available: false, note: 'paused' }),
      });
      expect(where(problems)).toEqual(['countries/se.yaml loan.available']);
    });
    it('rejects an offered loan without terms', () => {
      const problems = run(checkOffersAndTerms, {
        no: (d) => set(d, 'loan', { available: false, note: 'later' }),
      });
      expect(where(problems)).toEqual(['countries/no.yaml loan.available']);
    });
  });

  describe('snooze readings', () => {
    it('accepts Finland choosing one of its two readings', () => {
      expect(run(checkSnoozeReadings, { fi: (d) => set(d, 'snooze.days', [10, 14, 30]) })).toEqual(
        [],
      );
    });
    it('rejects days no reading gives', () => {
      expect(
        where(run(checkSnoozeReadings, { se: (d) => set(d, 'snooze.days', [10, 20]) })),
      ).toEqual(['countries/se.yaml snooze.days']);
    });
    it('rejects days out of order', () => {
      const problems = run(checkSnoozeReadings, { se: (d) => set(d, 'snooze.days', [30, 10]) });
      expect(problems[0]!.message).toContain('not in order');
    });
  });

  describe('opening hours', () => {
    it('rejects a weekday on two lines', () => {
      const problems = run(checkOpeningHours, {
        fi: (d) => set(d, 'support.openingHours.weekly.1.days', ['thu', 'fri']),
      });
      expect(where(problems)).toEqual(['countries/fi.yaml support.openingHours.weekly.1.days']);
      expect(problems[0]!.message).toBe('thu already has hours on line 1');
    });
    it('rejects closing before opening', () => {
      const problems = run(checkOpeningHours, {
        dk: (d) => set(d, 'support.openingHours.weekly.0.closes', '07:00'),
      });
      expect(where(problems)).toEqual(['countries/dk.yaml support.openingHours.weekly.0.closes']);
    });
  });

  describe('invoice batch dates', () => {
    it('rejects a date that does not exist', () => {
      const problems = run(checkBatchDates, {
        no: (d) => set(d, 'invoiceBatches.fixedDates.readings.0.last', '2026-02-30'),
      });
      expect(where(problems)).toEqual([
        'countries/no.yaml invoiceBatches.fixedDates.readings.0.last',
      ]);
    });
    it('rejects a last date before the first', () => {
      const problems = run(checkBatchDates, {
        fi: (d) => set(d, 'invoiceBatches.fixedDates.readings.0.last', '2024-01-12'),
      });
      expect(problems[0]!.message).toContain('is before the first date');
    });
    it('rejects a full list out of order', () => {
      const problems = run(checkBatchDates, {
        se: (d) =>
          set(d, 'invoiceBatches.fixedDates', {
            available: true,
            dates: ['2025-02-14', '2025-01-15'],
          }),
      });
      expect(where(problems)).toEqual(['countries/se.yaml invoiceBatches.fixedDates.dates.1']);
    });
  });
});

describe('emitters', () => {
  const emitAll = (m: Model) => emitDomain(countriesDomain, m);

  it('write the index, the formatter, the types and one module per country', async () => {
    const paths = (await emitAll(model())).map((f) => f.path).sort();
    expect(paths).toEqual([
      'countries/dk.ts',
      'countries/fi.ts',
      'countries/format-data.ts',
      'countries/format.ts',
      'countries/index-data.ts',
      'countries/index.ts',
      'countries/money.ts',
      'countries/no.ts',
      'countries/se.ts',
      'countries/types.ts',
    ]);
  });

  it('are deterministic, whatever order the files come in', async () => {
    const files = model().all();
    const a = await emitAll(makeModel(files));
    const b = await emitAll(makeModel([...files].reverse()));
    expect(b).toEqual(a);
  });

  it('write money as the source value and as integer minor units', async () => {
    const outputs = await emitAll(model());
    const fi = outputs.find((f) => f.path === 'countries/fi.ts')!.content;
    expect(fi).toContain("amount: { amount: 2.9, minor: 290, currency: 'EUR' }");
    expect(fi).toContain("totalAmount: { amount: 1142.76, minor: 114276, currency: 'EUR' }");
    const no = outputs.find((f) => f.path === 'countries/no.ts')!.content;
    expect(no).toContain("amount: { amount: 29, minor: 2900, currency: 'NOK' }");
    expect(no).toContain('export const no = {');
    expect(no).toContain('as const satisfies CountryTerms');
  });

  it("write the formatter with each country's formatting rules and no terms", async () => {
    const emitted = (await emitAll(model())).find((f) => f.path === 'countries/format-data.ts')!;
    const format = (await finish(emitted)).content;
    expect(format).toContain("import type { CountryCode } from './index.js';");
    expect(format).not.toContain('countryTerms');
    expect(format).toMatch(/no: \{\s*languageTag: 'nb-NO',\s*money: \{\s*currency: 'NOK'/);
    expect(format).not.toContain('kontoAdmin');
  });

  it('derive the shared codes and the default country', async () => {
    const outputs = await emitAll(model());
    const emitted = outputs.find((f) => f.path === 'countries/index-data.ts')!;
    const index = (await finish(emitted)).content;
    expect(index).toContain("export const countryCodes = ['se', 'no', 'fi', 'dk'] as const");
    expect(index).toContain("export const defaultCountry = 'se'");
    expect(index).toMatch(
      /countryLocale = \{\s*se: 'sv',\s*no: 'nb',\s*fi: 'fi',\s*dk: 'da',\s*\}/,
    );
    expect(index).toMatch(
      /countryLanguageTag = \{\s*se: 'sv-SE',\s*no: 'nb-NO',\s*fi: 'fi-FI',\s*dk: 'da-DK',\s*\}/,
    );
    // The codes alone tell a country code, so the browser's shell needs no country's terms.
    expect(outputs.find((f) => f.path === 'countries/index.ts')!.content).toContain(
      'return (countryCodes as readonly unknown[]).includes(value);',
    );
    const types = (await emitAll(model())).find((f) => f.path === 'countries/types.ts')!.content;
    expect(types).toContain("export type CountryCode = 'se' | 'no' | 'fi' | 'dk';");
    expect(types).toContain("export type LocaleCode = 'sv' | 'nb' | 'fi' | 'da';");
    expect(types).toContain("export type CurrencyCode = 'SEK' | 'NOK' | 'EUR' | 'DKK';");
  });

  it('produce code that type-checks, and a switched-off term cannot be read unchecked', async () => {
    const outputs = await Promise.all((await emitAll(model())).map((f) => finish(f)));
    const dir = mkdtempSync(join(tmpdir(), 'countries-'));
    try {
      // The terms name message ids; the messages domain checks them, a stand-in types them here.
      mkdirSync(join(dir, 'messages'));
      writeFileSync(join(dir, 'messages/index.ts'), 'export type MessageId = string;\n');
      for (const file of outputs) {
        mkdirSync(dirname(join(dir, file.path)), { recursive: true });
        writeFileSync(join(dir, file.path), file.content);
      }
      const probe = [
        "import { countryTerms, type CountryCode } from './countries/index.js';",
        "import { formatMoney } from './countries/format.js';",
        "const fee: number = countryTerms('no').fees.monthlyInvoice.amount.minor;",
        'export function loanMin(code: CountryCode): number | undefined {',
        '  const { loan } = countryTerms(code);',
        '  return loan.available ? loan.minAmount.minor : undefined;',
        '}',
        '// @ts-expect-error Denmark has no loan terms',
        "countryTerms('dk').loan.minAmount;",
        "export const shown = formatMoney(countryTerms('se').fees.kontoAdmin.amount, 'se') + fee;",
      ].join('\n');
      writeFileSync(join(dir, 'probe.ts'), probe);
      const program = ts.createProgram([join(dir, 'probe.ts')], {
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts'],
        noEmit: true,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
