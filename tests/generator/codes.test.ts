import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import { finish } from '../../generator/core/output.js';
import { formatKeyPath } from '../../generator/core/problems.js';
import type { Emitted, Model, Problem, SourceFile } from '../../generator/core/types.js';
import { codesDomain } from '../../generator/domains/codes/index.js';
import { jsdoc, literal, regexLiteral } from '../../generator/domains/codes/emit/literal.js';
import { codeSegment, expectedMessageId, kebabCase } from '../../generator/domains/codes/names.js';
import { emitDomain, repoRoot } from '../support/sources.js';
import type * as BrandsModule from '../../generated/brands.js';
import type * as CodesModule from '../../generated/codes.js';
import type * as ConstantsModule from '../../generated/constants.js';

// Builders for the codes-domain tests: the real sources as plain data, changed per test.

type Data = Record<string, unknown>;

const REAL = {
  codes: 'schema/codes.yaml',
  constants: 'schema/constants.yaml',
  brands: 'schema/brands.yaml',
  validators: 'schema/validators.yaml',
} as const;

type CodesKind = keyof typeof REAL;

function read(path: string): Data {
  return parse(readFileSync(join(repoRoot, path), 'utf8')) as Data;
}

function countryFiles(): SourceFile[] {
  return readdirSync(join(repoRoot, 'countries'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({
      path: `countries/${f}`,
      kind: 'country',
      name: f.replace(/\.yaml$/, ''),
      data: read(`countries/${f}`),
    }));
}

/** A model of the real codes sources (and country files); `change` edits a fresh copy of one. */
function codesModel(
  change?: { kind: CodesKind; edit: (data: Data) => void },
  options: { countries?: boolean } = {},
): Model {
  const files: SourceFile[] = Object.entries(REAL).map(([kind, path]) => {
    const data = read(path);
    if (change?.kind === kind) change.edit(data);
    return { path, kind, name: path.replace(/^.*\/|\.yaml$/g, ''), data };
  });
  return makeModel(options.countries === false ? files : [...files, ...countryFiles()]);
}

/** Every problem all codes checks find in a model. */
function codesProblems(model: Model) {
  return codesDomain.checks.flatMap((check) => check(model));
}

/** Walks a path of keys and indexes in plain data, for edits. */
function at(data: unknown, ...path: Array<string | number>): Data {
  let node: unknown = data;
  for (const key of path) node = (node as Data)[key as string];
  return node as Data;
}

/** Runs the codes emitters, adds the domain's verbatim modules and formats like the pipeline does. */
export async function emitAll(model: Model = codesModel()): Promise<Emitted[]> {
  return Promise.all((await emitDomain(codesDomain, model)).map((f) => finish(f)));
}

/**
 * Writes emitted files under tests/fixtures/tmp (ignored by git and tsc) so a test can import
 * and run them; `countries/index.ts` gets a stand-in when the countries domain is not part of it.
 */
function writeOutputs(outputs: Emitted[], name: string): string {
  const dir = join(repoRoot, 'tests/fixtures/tmp', name);
  rmSync(dir, { recursive: true, force: true });
  for (const file of outputs) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  mkdirSync(join(dir, 'countries'), { recursive: true });
  writeFileSync(
    join(dir, 'countries/index.ts'),
    "export type CountryCode = 'se' | 'no' | 'fi' | 'dk';\n",
  );
  return dir;
}

function problemsAfter(kind: CodesKind, edit: (data: Data) => void): Problem[] {
  return codesProblems(codesModel({ kind, edit }));
}

function summary(problems: Problem[]): string[] {
  return problems.map((p) => `${p.file} ${formatKeyPath(p.path)}: ${p.message}`);
}

describe('the real codes sources', () => {
  it('pass every codes check', () => {
    expect(summary(codesProblems(codesModel()))).toEqual([]);
  });
});

describe('code table checks', () => {
  const cases: Array<{
    name: string;
    kind: CodesKind;
    edit: (d: Data) => void;
    path: string;
    message: string;
  }> = [
    {
      name: 'a duplicate code in a table',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'orderStatus', 'codes', 1).code = 1),
      path: 'tables.orderStatus.codes[1].code',
      message: 'appears twice',
    },
    {
      name: 'a code of the wrong value type',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'orderType', 'codes', 0).code = 2),
      path: 'tables.orderType.codes[0].code',
      message: 'valueType string',
    },
    {
      name: 'a text code in an integer table',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'invoiceStatus', 'codes', 0).code = '1'),
      path: 'tables.invoiceStatus.codes[0].code',
      message: 'valueType integer',
    },
    {
      name: 'a duplicate key',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'orderStatus', 'codes', 1).key = 'booked'),
      path: 'tables.orderStatus.codes[1].key',
      message: "key 'booked' appears twice",
    },
    {
      name: 'a labelled code without message id',
      kind: 'codes',
      edit: (d) => delete at(d, 'tables', 'displayState', 'codes', 0).messageId,
      path: 'tables.displayState.codes[0]',
      message: 'has no messageId',
    },
    {
      name: 'a message id off the convention',
      kind: 'codes',
      edit: (d) =>
        (at(d, 'tables', 'displayState', 'codes', 4).messageId = 'code.displayState.partly-paid'),
      path: 'tables.displayState.codes[4].messageId',
      message: 'does not follow the convention',
    },
    {
      name: 'a message id in a table customers do not see',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'layout', 'codes', 0).messageId = 'code.layout.mobile'),
      path: 'tables.layout.codes[0].messageId',
      message: 'not labelled',
    },
    {
      name: 'an unknown payment method',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'orderWebStatus', 'codes', 4).paymentMethod = '09'),
      path: 'tables.orderWebStatus.codes[4].paymentMethod',
      message: 'is not a code of table paymentMethod',
    },
    {
      name: 'an unknown login state of a BankID hint',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'bankIdHint', 'codes', 5).loginState = 'certError'),
      path: 'tables.bankIdHint.codes[5].loginState',
      message: 'is not a code of table loginState',
    },
    {
      name: 'a web status shown in no display state',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'displayState', 'codes', 12).orderWebStatuses = [10]),
      path: 'tables.orderWebStatus.codes[11].code',
      message: 'is shown in no display state',
    },
    {
      name: 'an invoice status shown in two display states',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'displayState', 'codes', 3).invoiceStatuses = [3, 1]),
      path: 'tables.invoiceStatus.codes[0].code',
      message: 'several display states',
    },
    {
      name: 'a brand-prefixed key with another brand',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'invoiceStatus', 'codes', 6).key = 'acme901'),
      path: 'tables.invoiceStatus.codes[6].key',
      message: "own brand's slug",
    },
    {
      name: 'two fallback codes',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'invoiceType', 'codes', 0).fallback = true),
      path: 'tables.invoiceType.codes[2].fallback',
      message: 'already has a fallback',
    },
    {
      name: 'a payment method that is not an order type',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'paymentMethod', 'codes', 1).code = '09'),
      path: 'tables.paymentMethod.codes[1].code',
      message: 'payment method "09" is not a code of table orderType',
    },
    {
      name: 'a payment method whose order type has another key',
      kind: 'codes',
      edit: (d) => (at(d, 'tables', 'paymentMethod', 'codes', 0).key = 'account'),
      path: 'tables.paymentMethod.codes[0].key',
      message: "is 'account' but order type 'konto'",
    },
    {
      name: 'a canPay state that is not a display state',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'canPay', 'when', 0).states = ['Due']),
      path: 'rules.canPay.when[0].states[0]',
      message: '"Due" is not a code of table displayState',
    },
    {
      name: 'a canPay order type that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'canPay', 'when', 1).orderTypes = ['8']),
      path: 'rules.canPay.when[1].orderTypes[0]',
      message: '"8" is not a code of table orderType',
    },
    {
      name: 'an active-invoice status that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'activeInvoice').invoiceStatuses = [1, 901, 905]),
      path: 'rules.activeInvoice.invoiceStatuses[2]',
      message: '905 is not a code of table invoiceStatus',
    },
    {
      name: 'a refund status that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'refund').refundStatuses = ['PENDING', 'DONE']),
      path: 'rules.refund.refundStatuses[1]',
      message: '"DONE" is not a code of table refundStatus',
    },
    {
      name: 'a moved flag on a method that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'movedFlag').after = '2'),
      path: 'rules.movedFlag.after',
      message: '"2" is not a code of table paymentMethod',
    },
    {
      name: 'a mandate status that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'preferences', 'mandateStatus').withBankAccount = 'LINKED'),
      path: 'rules.preferences.mandateStatus.withBankAccount',
      message: '"LINKED" is not a code of table mandateStatus',
    },
    {
      name: 'a rule reading a constant that does not exist',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'pendingPolling', 'status').constant = 'pollStatus'),
      path: 'rules.pendingPolling.status.constant',
      message: "constant 'pollStatus' is not in schema/constants.yaml",
    },
    {
      name: 'a rule reading a constant of the wrong unit',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'quickInvoiceList', 'shortCount').constant = 'pendingPolling'),
      path: 'rules.quickInvoiceList.shortCount.constant',
      message: "constant 'pendingPolling' is 5000 (unit ms)",
    },
    {
      name: 'a fixed bank name listed twice',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'bankSlug', 'fixed', 1).name = 'skandinaviska enskilda banken'),
      path: 'rules.bankSlug.fixed[1].name',
      message: 'is already listed (fixed[0])',
    },
    {
      name: 'a fixed bank slug with the other separator',
      kind: 'codes',
      edit: (d) => (at(d, 'rules', 'bankSlug', 'fixed', 0).slug = 'se_b'),
      path: 'rules.bankSlug.fixed[0].slug',
      message: "joins words with '_'",
    },
    {
      name: 'a helper table without fallback',
      kind: 'codes',
      edit: (d) => delete at(d, 'tables', 'errorPageStatus', 'codes', 2).fallback,
      path: 'tables.errorPageStatus.codes',
      message: 'needs a fallback code',
    },
  ];
  it.each(cases)('reject $name', ({ kind, edit, path, message }) => {
    const problems = problemsAfter(kind, edit);
    expect(
      summary(problems).some((s) => s.includes(`${path}: `) && s.includes(message)),
      summary(problems).join('\n'),
    ).toBe(true);
  });
});

describe('rule constant checks', () => {
  it('reject a polling status that is not a code of both polled tables', () => {
    const problems = problemsAfter('constants', (d) => {
      at(d, 'groups', 'status', 'constants', 'pollingStatus').value = 13;
    });
    expect(summary(problems)).toContain(
      'schema/codes.yaml rules.pendingPolling.status.constant: the polling status 13 is not a code of table invoiceStatus',
    );
  });

  it('reject a quick-list sort that is not [field, asc or desc]', () => {
    const problems = problemsAfter('constants', (d) => {
      at(d, 'groups', 'lists', 'constants', 'quickInvoiceListSort').value = ['dueDate', 'newest'];
    });
    expect(summary(problems).join('\n')).toContain(
      "rules.quickInvoiceList.sort.constant: constant 'quickInvoiceListSort' is",
    );
  });
});

describe('country snooze days', () => {
  // The contract types snooze days with table snoozeDays, so every country's days must be codes.
  it.each(['se', 'no', 'fi', 'dk'])('accept every day countries/%s.yaml offers', (country) => {
    const days = (at(read(`countries/${country}.yaml`), 'snooze').days ?? []) as number[];
    const codes = (at(read(REAL.codes), 'tables', 'snoozeDays').codes as Data[]).map((c) => c.code);
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => !codes.includes(day))).toEqual([]);
    const problems = codesProblems(codesModel());
    expect(summary(problems).filter((p) => p.startsWith(`countries/${country}.yaml`))).toEqual([]);
  });

  it('reject a day the table lacks, pointing at the country file', () => {
    const problems = problemsAfter('codes', (d) => {
      const table = at(d, 'tables', 'snoozeDays');
      table.codes = (table.codes as Data[]).filter((c) => c.code !== 14);
    });
    expect(summary(problems).join('\n')).toMatch(
      /countries\/fi\.yaml snooze\.days\[0\]: 14 days is not a code of table snoozeDays/,
    );
  });
});

describe('brand checks', () => {
  const cases: Array<{ name: string; edit: (d: Data) => void; path: string; message: string }> = [
    {
      name: 'an upper-case slug',
      edit: (d) => (at(d, 'brands', 1).slug = 'Fjallmode'),
      path: 'brands[1].slug',
      message: 'lower-case',
    },
    {
      name: 'a duplicate slug',
      edit: (d) => (at(d, 'brands', 2).slug = 'fjallmode'),
      path: 'brands[2].slug',
      message: 'already used by brands[1]',
    },
    {
      name: 'two own brands',
      edit: (d) => (at(d, 'brands', 3).own = true),
      path: 'brands[3].own',
      message: '2 brands are marked own',
    },
    {
      name: 'a sixth brand',
      edit: (d) =>
        (d.brands as Data[]).push({
          ...at(d, 'brands', 4),
          slug: 'extra',
          companyIds: { se: '30' },
        }),
      path: 'brands',
      message: '6 brands are listed',
    },
    {
      name: 'the own brand with a wrong company id',
      edit: (d) => (at(d, 'brands', 0, 'companyIds').no = '02'),
      path: 'brands[0].companyIds.no',
      message: "own brand's company id in no",
    },
    {
      name: 'a partner id outside the pool',
      edit: (d) => (at(d, 'brands', 4, 'companyIds').dk = '41'),
      path: 'brands[4].companyIds.dk',
      message: 'not a partner company id',
    },
    {
      name: 'a company id of one digit',
      edit: (d) => (at(d, 'brands', 4, 'companyIds').dk = '4'),
      path: 'brands[4].companyIds.dk',
      message: 'not two digits',
    },
    {
      name: 'one company id for two brands in a country',
      edit: (d) => (at(d, 'brands', 3, 'companyIds').se = '07'),
      path: 'brands[3].companyIds.se',
      message: 'already used by brands[1]',
    },
    {
      name: 'a default company id of no own company',
      edit: (d) => (d.defaultCompanyId = '07'),
      path: 'defaultCompanyId',
      message: 'not a company id of the own brand',
    },
    {
      name: 'an own brand without company code',
      edit: (d) => delete at(d, 'brands', 0).companyCode,
      path: 'brands[0]',
      message: 'no companyCode',
    },
    {
      name: 'an unknown image placeholder',
      edit: (d) => (at(d, 'imageService').pathTemplate = '/i/{imageID}?w={size}'),
      path: 'imageService.pathTemplate',
      message: 'unknown placeholder {imageID}; missing {imageId}',
    },
  ];
  it.each(cases)('reject $name', ({ edit, path, message }) => {
    const problems = problemsAfter('brands', edit);
    expect(
      summary(problems).some((s) => s.includes(`${path}: `) && s.includes(message)),
      summary(problems).join('\n'),
    ).toBe(true);
  });
});

describe('constant checks', () => {
  const group = (d: Data, name: string) => at(d, 'groups', name, 'constants');
  const cases: Array<{ name: string; edit: (d: Data) => void; path: string; message: string }> = [
    {
      name: 'breakpoints out of order',
      edit: (d) => (at(group(d, 'layout'), 'breakpoints').value = [18.75, 40.5, 22.5, 62, 75]),
      path: 'groups.layout.constants.breakpoints.value[2]',
      message: 'not above the one before it',
    },
    {
      name: 'a layout list of the wrong length',
      edit: (d) => (at(group(d, 'layout'), 'breakpoints').layouts = ['mobile', 'tablet']),
      path: 'groups.layout.constants.breakpoints.layouts',
      message: '2 layouts for 5 breakpoints',
    },
    {
      name: 'layouts going back to mobile',
      edit: (d) =>
        (at(group(d, 'layout'), 'breakpoints').layouts = [
          'mobile',
          'tablet',
          'mobile',
          'tablet',
          'desktop',
        ]),
      path: 'groups.layout.constants.breakpoints.layouts[2]',
      message: 'comes after a wider layout',
    },
    {
      name: 'an unknown layout',
      edit: (d) =>
        (at(group(d, 'layout'), 'breakpoints').layouts = [
          'mobile',
          'mobile',
          'phablet',
          'tablet',
          'desktop',
        ]),
      path: 'groups.layout.constants.breakpoints.layouts[2]',
      message: "'phablet' is not a code of table layout",
    },
    {
      name: 'a negative duration',
      edit: (d) => (at(group(d, 'polling'), 'pendingPolling').value = -5000),
      path: 'groups.polling.constants.pendingPolling.value',
      message: 'does not fit unit ms',
    },
    {
      name: 'a fractional count',
      edit: (d) => (at(group(d, 'lists'), 'homePurchases').value = 2.5),
      path: 'groups.lists.constants.homePurchases.value',
      message: 'does not fit unit count',
    },
    {
      name: 'an unsupported default country',
      edit: (d) => (at(group(d, 'money'), 'defaultCountry').value = 'is'),
      path: 'groups.money.constants.defaultCountry.value',
      message: "default country 'is' is not supported",
    },
    {
      name: 'a currency the currency table lacks',
      edit: (d) => (at(group(d, 'money'), 'currencies').value = ['SEK', 'ISK']),
      path: 'groups.money.constants.currencies.value[1]',
      message: "'ISK' is not a code of table currency",
    },
  ];
  it.each(cases)('reject $name', ({ edit, path, message }) => {
    const problems = problemsAfter('constants', edit);
    expect(
      summary(problems).some((s) => s.includes(`${path}: `) && s.includes(message)),
      summary(problems).join('\n'),
    ).toBe(true);
  });

  it('say when a supported country has no country file', () => {
    const problems = problemsAfter('constants', (d) => {
      at(group(d, 'money'), 'supportedCountries').value = ['se', 'no', 'fi', 'dk', 'is'];
    });
    expect(summary(problems)).toContain(
      "schema/constants.yaml groups.money.constants.supportedCountries.value[4]: country 'is' is supported but countries/is.yaml does not exist",
    );
  });
});

describe('validator checks', () => {
  const v = (d: Data, id: string) => at(d, 'validators', id);
  const cases: Array<{ name: string; edit: (d: Data) => void; path: string; message: string }> = [
    {
      name: 'a pattern that does not compile',
      edit: (d) => (at(v(d, 'civicNumber'), 'countries', 'no').pattern = '^(0[1-9]|[12]\\d|3[01]$'),
      path: 'validators.civicNumber.countries.no.pattern',
      message: 'does not compile',
    },
    {
      name: 'a pattern without anchors',
      edit: (d) => (at(v(d, 'email'), 'rule').pattern = '[^@]+@[^@]+'),
      path: 'validators.email.rule.pattern',
      message: 'not anchored',
    },
    {
      name: 'an unknown country',
      edit: (d) => (at(v(d, 'civicNumber'), 'countries').is = { kind: 'nonEmpty' }),
      path: 'validators.civicNumber.countries.is',
      message: "'is' is not a supported country",
    },
    {
      name: 'a missing country',
      edit: (d) => delete at(v(d, 'civicNumber'), 'countries').dk,
      path: 'validators.civicNumber.countries',
      message: 'no rule for dk',
    },
    {
      name: 'a country list with an unsupported code',
      edit: (d) => (at(v(d, 'localeCookie'), 'rule').values = ['se', 'dk', 'fi', 'nb']),
      path: 'validators.localeCookie.rule.values[3]',
      message: "'nb' is not a supported country",
    },
    {
      name: 'a message id off the convention',
      edit: (d) => (v(d, 'email').messageId = 'validation.mail'),
      path: 'validators.email.messageId',
      message: 'does not follow the convention',
    },
    {
      name: 'a range upside down',
      edit: (d) => (at(v(d, 'civicNumber'), 'countries').fi = { kind: 'range', min: 5, max: 1 }),
      path: 'validators.civicNumber.countries.fi.min',
      message: 'min 5 is above max 1',
    },
  ];
  it.each(cases)('reject $name', ({ edit, path, message }) => {
    const problems = problemsAfter('validators', edit);
    expect(
      summary(problems).some((s) => s.includes(`${path}: `) && s.includes(message)),
      summary(problems).join('\n'),
    ).toBe(true);
  });

  it('reject loan limits read from a key the country file lacks', () => {
    const problems = problemsAfter('validators', (d) => {
      at(v(d, 'loanAmount'), 'rule').max = 'loan.maximumAmount';
    });
    expect(summary(problems)).toContain(
      'countries/se.yaml loan.maximumAmount: validator loanAmount of schema/validators.yaml reads loan.maximumAmount here',
    );
  });

  it('need the country files for limits read from them', () => {
    const problems = codesProblems(codesModel(undefined, { countries: false }));
    expect(summary(problems)).toContain(
      'schema/validators.yaml validators.loanAmount.rule.kind: validator loanAmount reads countries/se.yaml, which is not loaded',
    );
  });
});

describe('names and literals', () => {
  it.each([
    [1, '1'],
    ['02', '02'],
    ['partly-paid', 'partlyPaid'],
    ['PENDING', 'pending'],
    ['UserInformationPopup', 'userInformationPopup'],
    ['pendingRefund', 'pendingRefund'],
    ['day-month-year', 'dayMonthYear'],
  ])('code %s has message segment %s', (code, segment) => {
    expect(codeSegment(code)).toBe(segment);
  });
  it('build message ids by convention', () => {
    expect(expectedMessageId('displayState', 'cancel-initiated')).toBe(
      'code.displayState.cancelInitiated',
    );
  });
  it('quote keys only when needed and keep strings single-quoted', () => {
    expect(literal({ a: 1, '14days': "it's", list: [true, null] })).toBe(
      "{ a: 1, '14days': 'it\\'s', list: [true, null] }",
    );
  });
  it('escape slashes in regex literals', () => {
    expect(regexLiteral('^/a/b$')).toBe('/^\\/a\\/b$/u');
  });
  it('keep comments closed and wrapped', () => {
    expect(jsdoc('ends */ here')).toBe('/** ends *\\/ here */');
    expect(jsdoc('word '.repeat(40)).split('\n').length).toBeGreaterThan(2);
  });
});

// The emitted files, written where a test can import and run them.
const outputs = await emitAll();
const byPath = new Map(outputs.map((f) => [f.path, f]));
const dir = writeOutputs(outputs, 'codes-emit-test');
const load = <T>(path: string): Promise<T> =>
  import(pathToFileURL(join(dir, path)).href) as Promise<T>;

describe('the codes emitters', () => {
  it('write the files docs/sources.md promises', () => {
    const paths = [...byPath.keys()].sort();
    // A module per code table and per rule, so a page loads only those it reads (issue 18).
    const tables = Object.keys(at(read(REAL.codes), 'tables'));
    const rules = Object.keys(at(read(REAL.codes), 'rules'));
    expect(paths.filter((p) => p.startsWith('codes/tables/'))).toEqual(
      tables.map((t) => `codes/tables/${kebabCase(t)}.ts`).sort(),
    );
    expect(paths.filter((p) => p.startsWith('codes/rules/'))).toEqual(
      rules.map((r) => `codes/rules/${kebabCase(r)}.ts`).sort(),
    );
    expect(paths).toContain('codes/tables/login-state.ts');
    expect(paths).toContain('codes/rules/can-pay.ts');
    expect(paths.filter((p) => !/^codes\/(tables|rules)\//.test(p))).toEqual([
      'brands-data.ts',
      'brands.ts',
      'codes-data.ts',
      'codes.ts',
      'codes/bank-id.ts',
      'codes/display-states.ts',
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
      'constants-data.ts',
      'constants.ts',
      'own-brand.ts',
      'validators/builders.ts',
      'validators/common.ts',
      'validators/dk.ts',
      'validators/fi.ts',
      'validators/index.ts',
      'validators/no.ts',
      'validators/se.ts',
    ]);
  });

  it('are deterministic', async () => {
    const again = await emitAll();
    expect(again.map((f) => f.content)).toEqual(outputs.map((f) => f.content));
  });

  it('name their sources', () => {
    // The rules of codes.yaml hold the values of the constants they read.
    expect(byPath.get('codes-data.ts')?.sources).toEqual([
      'schema/codes.yaml',
      'schema/constants.yaml',
    ]);
    expect(byPath.get('validators/se.ts')?.sources).toContain('countries/se.yaml');
    expect(byPath.get('codes-data.ts')?.content).toContain('//   schema/codes.yaml');
    // A table reads no constant; a rule may.
    expect(byPath.get('codes/tables/invoice-status.ts')?.sources).toEqual(['schema/codes.yaml']);
    expect(byPath.get('codes/rules/pending-polling.ts')?.sources).toEqual([
      'schema/codes.yaml',
      'schema/constants.yaml',
    ]);
    // A verbatim module names the file to edit instead.
    expect(byPath.get('codes.ts')?.content).toContain('//   generator/verbatim/codes.ts');
  });

  it('type codes as unions and keep leading zeros', () => {
    const codes = byPath.get('codes/tables/invoice-status.ts')?.content ?? '';
    expect(codes).toContain(
      "export type InvoiceStatusCode = (typeof invoiceStatusCodes)[number]['code'];",
    );
    expect(codes).toContain("key: 'nordpay901'");
    expect(byPath.get('codes/tables/order-type.ts')?.content).toMatch(/'14days': '04'/);
  });

  it('keep the registry of every table out of the modules a page imports', () => {
    // A page that imports one table or helper must not reach every table (issue 18).
    for (const [path, file] of byPath) {
      if (!path.startsWith('codes/')) continue;
      expect(file.content, path).not.toMatch(/from '(\.\.\/)+codes(-data)?\.js'/);
    }
  });

  it('derive payment methods, invoice types and display states as the spec says', async () => {
    const codes = await load<typeof CodesModule>('codes.ts');
    expect(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 901, 904].map((s) =>
        codes.derivePaymentMethod(s, '04'),
      ),
    ).toEqual([
      '04',
      '04',
      '04',
      '04',
      '03',
      '02',
      '04',
      '04',
      '04',
      '04',
      '02',
      '04',
      '03',
      '04',
      '04',
      '04',
      '04',
    ]);
    expect(codes.invoiceTypeOf('02')).toBe('konto');
    expect(codes.invoiceTypeOf('03')).toBe('monthly');
    expect(codes.invoiceTypeOf('04')).toBe('invoice');
    expect(codes.invoiceTypeOf(undefined)).toBe('invoice');
    expect(codes.displayStateOfOrderWebStatus[12]).toBe('monthly-moved');
    expect(codes.displayStateOfOrderWebStatus[13]).toBe('partly-paid');
    expect(codes.displayStateOfInvoiceStatus[904]).toBe('cancel-initiated');
    // Autogiro is shown as scheduled, but the rules name invoice statuses by code (0003).
    expect(codes.displayStateOfInvoiceStatus[4]).toBe('scheduled');
    expect(codes.codeRules.activeInvoice.invoiceStatuses).not.toContain(4);
    expect(codes.orderPaymentMethod({ orderStatusWeb: 13, paymentMethodOrder: '08' })).toBe('08');
    expect(codes.orderPaymentMethod({ orderStatusWeb: 12, paymentMethodOrder: '13' })).toBe('03');
    expect(codes.trustlyMethodOf('04')).toBe('FOURTEEN_DAY_INVOICE');
    expect(codes.trustlyMethodOf('02')).toBe('ACCOUNT');
    expect(codes.trustlyMethodOf('05')).toBeUndefined();
    expect(codes.loginStateOfBankIdHint('certificateErr')).toBe('certificateError');
    expect(codes.loginStateOfBankIdHint('startFailed', true)).toBe('startFailedQr');
    expect(codes.loginStateOfBankIdHint('userCancel', true)).toBe('userCancel');
    expect(codes.loginStateOfBankIdHint('outstandingTransaction')).toBeUndefined();
    expect([404, 503, 504, 500, 502, 418].map(codes.errorPageStatusOf)).toEqual([
      404, 503, 504, 504, 504, 504,
    ]);
    expect(codes.InvoiceStatus.nordpay904).toBe(904);
    expect(codes.OrderType['14days']).toBe('04');
    expect(codes.codeMessageId(codes.displayStateCodes, 'partly-paid')).toBe(
      'code.displayState.partlyPaid',
    );
    expect(codes.isCode(codes.orderTypeCodes, '02')).toBe(true);
    expect(codes.isCode(codes.orderTypeCodes, 2)).toBe(false);
  });

  it('emit durations in milliseconds and map widths to layouts', async () => {
    const constants = await load<typeof ConstantsModule>('constants.ts');
    expect(constants.timing.chunkReloadGuardMs).toBe(60_000);
    expect(constants.polling.pendingPollingMs).toBe(5000);
    expect(constants.polling.logBatchLocalMs).toBe(2000);
    expect(constants.storage.localeCookieMaxAgeMs).toBe(365 * 86_400_000);
    expect(constants.layout.iconSizesPx).toEqual({ s: 16, m: 24, l: 32, '3xl': 128 });
    expect([10, 18.75, 30, 40.5, 61.9, 62, 75, 200].map(constants.layoutForWidth)).toEqual([
      'mobile',
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect([0, 1, 99, 100].map(constants.notificationBubbleText)).toEqual(['', '1', '99', '']);
  });

  it('look up company ids, company codes and image addresses', async () => {
    const brands = await load<typeof BrandsModule>('brands.ts');
    expect(brands.brandSlugs).toEqual(['nordpay', 'fjallmode', 'hemmahus', 'skogsport', 'kustkok']);
    expect(['se', 'no', 'fi', 'dk'].map((c) => brands.companyId('nordpay', c as 'se'))).toEqual([
      '02',
      '22',
      '32',
      '42',
    ]);
    expect(brands.companyId('kustkok', 'se')).toBe('02');
    expect(brands.companyId('kustkok', 'dk')).toBe('40');
    expect(brands.brandFromCompanyCode('NP')).toBe('nordpay');
    expect(brands.brandFromCompanyCode('XX')).toBeUndefined();
    expect(brands.invoiceApiBrand('nordpay')).toBe('nordpayfinans');
    expect(brands.invoiceApiBrand('hemmahus')).toBe('hemmahus');
    expect(brands.imageId('fjallmode', '12345-678-90-XL')).toBe('FM_12345_678_pi');
    expect(brands.imagePath('fjallmode', '12345-678-90-XL', 128)).toBe(
      '/images/FM_12345_678_pi?w=128&h=128&aspect=1:1',
    );
    expect(brands.isBrandSlug('Nordpay')).toBe(false);
  });
});
