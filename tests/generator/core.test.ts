import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { loadSources } from '../../generator/core/load.js';
import { locate } from '../../generator/core/positions.js';
import { formatKeyPath, formatProblem } from '../../generator/core/problems.js';
import { diskReader } from '../../generator/core/reader.js';
import { MetaValidator, pointerToPath } from '../../generator/core/schema-validate.js';

const text = ['fees:', '  monthlyInvoice:', '    amount: 29', 'list:', '  - a', '  - b', ''].join(
  '\n',
);

function parsed() {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter }), lineCounter };
}

describe('locate', () => {
  it('finds a nested value', () => {
    const { doc, lineCounter } = parsed();
    expect(locate(doc, lineCounter, ['fees', 'monthlyInvoice', 'amount'])).toEqual({
      line: 3,
      column: 13,
    });
  });
  it('finds a key itself when asked', () => {
    const { doc, lineCounter } = parsed();
    expect(locate(doc, lineCounter, ['fees', 'monthlyInvoice', 'amount'], true)).toEqual({
      line: 3,
      column: 5,
    });
  });
  it('finds list items', () => {
    const { doc, lineCounter } = parsed();
    expect(locate(doc, lineCounter, ['list', 1])).toEqual({ line: 6, column: 5 });
  });
  it('points at the deepest existing parent of a missing key', () => {
    const { doc, lineCounter } = parsed();
    expect(locate(doc, lineCounter, ['fees', 'monthlyInvoice', 'currency'])).toEqual({
      line: 3,
      column: 5,
    });
  });
});

describe('problems', () => {
  it('print as file:line:column  path: message (expected)', () => {
    const line = formatProblem({
      file: 'countries/no.yaml',
      line: 14,
      column: 13,
      path: ['fees', 'monthlyInvoice', 'amount'],
      message: 'must be >= 0, got -29',
      expected: 'a fee in NOK',
    });
    expect(line).toBe(
      'countries/no.yaml:14:13  fees.monthlyInvoice.amount: must be >= 0, got -29 (expected a fee in NOK)',
    );
  });
  it('write list indexes in brackets', () => {
    expect(formatKeyPath(['routes', 3, 'name'])).toBe('routes[3].name');
    expect(formatKeyPath([])).toBe('(top of file)');
  });
  it('decode JSON pointers', () => {
    expect(pointerToPath('/a~1b/0/c')).toEqual(['a/b', 0, 'c']);
  });
});

describe('meta validation wording', () => {
  const meta = {
    type: 'object',
    additionalProperties: false,
    required: ['currency'],
    properties: {
      currency: { enum: ['SEK', 'NOK'], description: 'The currency.' },
      fee: { type: 'number', minimum: 0, description: 'Monthly invoice fee. Charged per invoice.' },
    },
  };
  const reader = diskReader('/nonexistent', new Map([['meta.json', JSON.stringify(meta)]]));
  const validator = new MetaValidator(reader);

  it('names unknown keys and the allowed ones', () => {
    const [p] = validator.validate('x.yaml', 'meta.json', { currency: 'SEK', fees: 1 });
    expect(p).toMatchObject({
      path: ['fees'],
      atKey: true,
      message: "unknown key 'fees'",
      expected: 'one of: currency, fee',
    });
  });
  it('names wrong types with the key description', () => {
    const [p] = validator.validate('x.yaml', 'meta.json', { currency: 'SEK', fee: 'ten' });
    expect(p).toMatchObject({
      message: "is the text 'ten'",
      expected: 'a number — Monthly invoice fee',
    });
  });
  it('lists allowed values', () => {
    const [p] = validator.validate('x.yaml', 'meta.json', { currency: 'NKK' });
    expect(p).toMatchObject({ message: "'NKK' is not allowed", expected: 'one of: SEK, NOK' });
  });
  it('reports missing keys and limits', () => {
    const problems = validator.validate('x.yaml', 'meta.json', { fee: -1 });
    expect(problems.map((p) => p.message)).toEqual([
      "missing required key 'currency'",
      'must be >= 0, got -1',
    ]);
  });
});

describe('loading', () => {
  const spec = { kind: 'x', pattern: 'x.yaml', meta: 'meta.json' };
  const load = (text: string) =>
    loadSources(diskReader('/nonexistent', new Map([['x.yaml', text]])), [spec]);

  it('keeps dates and Norway as text (YAML 1.2 core schema)', () => {
    const { files } = load("code: 'no'\nbare: no\nstart: 2024-12-12\nfee: 2.90\n");
    expect(files[0]?.data).toEqual({ code: 'no', bare: 'no', start: '2024-12-12', fee: 2.9 });
  });
  it('locates syntax errors', () => {
    const { syntax, files } = load('a: 1\nb: [1, 2\nc: 3\n');
    expect(files).toEqual([]);
    expect(syntax[0]).toMatchObject({
      file: 'x.yaml',
      message: expect.stringContaining('YAML syntax'),
    });
    expect(syntax[0]?.line).toBeGreaterThanOrEqual(2);
  });
  it('rejects a key written twice, at its second place', () => {
    const { syntax } = load('fees:\n  monthly: 29\n  monthly: 39\n');
    expect(syntax[0]).toMatchObject({ line: 3, message: expect.stringContaining('unique') });
  });
  it('reports too few files for a pattern', () => {
    const { missing } = loadSources(diskReader('/nonexistent'), [
      { ...spec, pattern: 'none/*.yaml', min: 4 },
    ]);
    expect(missing[0]).toMatchObject({
      message: 'found 0 file(s) for the x sources',
      expected: 'at least 4',
    });
  });
});
