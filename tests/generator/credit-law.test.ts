/**
 * The consumer-credit limits of schema/credit-law.yaml against the country terms: which warnings
 * the real sources give on a day, and each kind of rule on terms edited to break it.
 */
import { diskReader } from '../../generator/core/reader.js';
import { validateSources } from '../../generator/core/pipeline.js';
import { domains } from '../../generator/domains/index.js';
import { describe, expect, it } from 'vitest';
import { readSource, repoRoot } from '../support/sources.js';

function validateOn(day: string, overrides: Record<string, string> = {}) {
  const reader = diskReader(repoRoot, new Map(Object.entries(overrides)));
  return validateSources(reader, domains, { today: day });
}

/** `file key [rule]` of each warning, to compare as a table. */
function warningsOn(day: string, overrides: Record<string, string> = {}): string[] {
  const result = validateOn(day, overrides);
  expect(result.problems).toEqual([]);
  return result.warnings.map((w) => {
    const rule = /\[([a-z0-9-]+), docs\/consumer-credit\.md\]/.exec(w.message)?.[1] ?? 'reference';
    return `${w.file} ${w.path.join('.')} ${rule}`;
  });
}

/** A country file with `rates.konto` replaced (the section keeps its two-space indent). */
function withKonto(country: string, konto: string): Record<string, string> {
  const path = `countries/${country}.yaml`;
  const source = readSource(path);
  const replaced = source.replace(/^ {2}konto:\n(?: {4}.*\n)+/m, (section, offset: number) =>
    offset > source.indexOf('\nrates:') ? konto : section,
  );
  expect(replaced).not.toBe(source);
  return { [path]: replaced };
}

describe('the consumer-credit check on the real terms', () => {
  it('warns of what the figures break on 2026-11-26, and nothing is an error', () => {
    expect(warningsOn('2026-11-26')).toEqual([
      'countries/dk.yaml offers.konto effective-rate-shown',
      'countries/fi.yaml offers.privateLoan effective-rate-shown',
      'countries/fi.yaml rates.konto.nominal fi-interest-cap',
      'countries/fi.yaml rates.accountCredit.nominal fi-interest-cap',
      'countries/fi.yaml loan.interestRate.max fi-interest-cap',
      'countries/no.yaml offers.interestFreeSplit effective-rate-shown',
      'countries/no.yaml offers.privateLoan effective-rate-shown',
      'countries/se.yaml offers.interestFreeSplit effective-rate-shown',
      'countries/se.yaml loan.interestRate.max se-interest-cap',
      'countries/se.yaml loan.interestRate.max effective-rate-shown',
      'schema/credit-law.yaml referenceRates.se.periods.4 reference',
      'schema/credit-law.yaml referenceRates.fi.periods.4 reference',
    ]);
  });

  it('says the Finnish cap with its reference rate, the date and the expected figure', () => {
    const konto = validateOn('2026-11-26').warnings.find(
      (w) => w.path.join('.') === 'rates.konto.nominal' && w.file === 'countries/fi.yaml',
    );
    expect(konto).toMatchObject({ severity: 'warning', expected: 'at most 17.5 %' });
    expect(konto?.message).toContain('19.92 %');
    expect(konto?.message).toContain('Korkolain viitekorko 2.5 % from 2026-01-01 + 15 points');
    expect(konto?.line).toBeGreaterThan(1);
  });

  it.each([
    // Before 1 March 2025 the Swedish cap applied to high-cost credit only: no se-interest-cap.
    ['2025-02-28', false],
    ['2025-03-01', true],
  ])('applies the Swedish interest cap from its date (%s: %s)', (day, applies) => {
    expect(
      warningsOn(day).includes('countries/se.yaml loan.interestRate.max se-interest-cap'),
    ).toBe(applies);
  });

  it('uses the reference rate of the day: Finland 2024-07-01 is 4.5 % (cap 19.5 %)', () => {
    const konto = validateOn('2024-08-01').warnings.find(
      (w) => w.path.join('.') === 'rates.konto.nominal' && w.file === 'countries/fi.yaml',
    );
    expect(konto?.expected).toBe('at most 19.5 %');
  });
});

describe('each kind of rule on terms that break it', () => {
  const danishKonto = [
    '  konto:',
    '    available: true',
    '    nominal: 26',
    '    effective: 36',
    '    example:',
    '      available: true',
    '      amount: 1000',
    '      months: 12',
    '      monthlyAmount: 175',
    '      totalAmount: 2100',
    '',
  ].join('\n');

  it('Denmark: the ÅOP cap, the debitor-rate cap, the marketing cap and the cost cap', () => {
    const danish = warningsOn('2026-11-26', withKonto('dk', danishKonto)).filter((w) =>
      w.startsWith('countries/dk.yaml'),
    );
    expect(danish).toEqual([
      'countries/dk.yaml rates.konto.nominal dk-debtor-rate-cap',
      'countries/dk.yaml rates.konto.effective dk-aop-cap',
      'countries/dk.yaml rates.konto.effective dk-marketing-aop',
      'countries/dk.yaml rates.konto.example.totalAmount dk-cost-cap',
    ]);
  });

  it('Denmark within every cap: no warning', () => {
    const within = danishKonto
      .replace('nominal: 26', 'nominal: 20')
      .replace('effective: 36', 'effective: 24.9')
      .replace('monthlyAmount: 175', 'monthlyAmount: 93.33')
      .replace('totalAmount: 2100', 'totalAmount: 1120');
    expect(
      warningsOn('2026-11-26', withKonto('dk', within)).filter((w) =>
        w.startsWith('countries/dk.yaml'),
      ),
    ).toEqual([]);
  });

  it('Sweden: an example above the cost cap (costs above the amount)', () => {
    const overrides = withKonto(
      'se',
      [
        '  konto:',
        '    available: true',
        '    nominal: 20.28',
        '    effective: 29.91',
        '    example:',
        '      available: true',
        '      amount: 10000',
        '      months: 12',
        '      monthlyAmount: 1700',
        '      totalAmount: 20400',
        '',
      ].join('\n'),
    );
    const result = validateOn('2026-11-26', overrides);
    const cost = result.warnings.find((w) => w.message.includes('[se-cost-cap,'));
    expect(cost?.path).toEqual(['rates', 'konto', 'example', 'totalAmount']);
    expect(cost?.expected).toBe('a total of at most 20000');
  });

  it('Sweden 2018-2025: a high-cost credit needs the statutory warning text', () => {
    const highCost = withKonto(
      'se',
      [
        '  konto:',
        '    available: true',
        '    nominal: 20.28',
        '    effective: 36',
        '    example:',
        '      available: false',
        '      note: No example in this test.',
        '',
      ].join('\n'),
    );
    const warned = validateOn('2024-08-01', highCost).warnings.find((w) =>
      w.message.includes('[se-high-cost-credit,'),
    );
    expect(warned?.message).toContain('is at or above 34 %');
    expect(warned?.message).toContain('content/messages/sv.yaml has no credit.highCostWarning');
    const withText = {
      ...highCost,
      'content/messages/sv.yaml': `${readSource('content/messages/sv.yaml')}credit.highCostWarning: 'Varning! Det här är en högkostnadskredit.'\n`,
    };
    expect(
      validateOn('2024-08-01', withText).warnings.some((w) =>
        w.message.includes('[se-high-cost-credit,'),
      ),
    ).toBe(false);
    // The term left the act on 1 March 2025: no longer checked.
    expect(
      validateOn('2025-03-01', highCost).warnings.some((w) =>
        w.message.includes('[se-high-cost-credit,'),
      ),
    ).toBe(false);
  });

  it('a cap on a reference rate the file does not give for the day is reported, not skipped', () => {
    const warnings = warningsOn('2019-01-01');
    expect(warnings).toContain('schema/credit-law.yaml rules.7.referencePlus reference');
  });
});

describe('schema/credit-law.yaml itself', () => {
  const law = readSource('schema/credit-law.yaml');

  it('a product whose offer is no section of the country files is an error', () => {
    const result = validateOn('2026-11-26', {
      'schema/credit-law.yaml': law.replace('offer: offers.konto', 'offer: offers.kontoo'),
    });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({
      file: 'schema/credit-law.yaml',
      path: ['products', 0, 'offer'],
    });
    expect(result.problems[0]?.message).toContain('offers.kontoo is not a section of countries/');
  });

  it('a rule without its source or date is an error of the schema', () => {
    const result = validateOn('2026-11-26', {
      'schema/credit-law.yaml': law.replace('    from: 2023-10-01\n', ''),
    });
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]?.file).toBe('schema/credit-law.yaml');
    expect(result.model).toBeUndefined();
  });

  it('every rule is explained in docs/consumer-credit.md under its id', () => {
    const doc = readSource('docs/consumer-credit.md');
    const ids = [...law.matchAll(/^ {2}- id: ([a-z0-9-]+)$/gm)].map((m) => m[1]!);
    const ruleIds = ids.filter((id) => id.includes('-'));
    expect(ruleIds.length).toBeGreaterThan(5);
    for (const id of ruleIds) expect(doc).toContain(`\`${id}\``);
  });
});
