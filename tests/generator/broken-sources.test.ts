import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatKeyPath, formatProblem } from '../../generator/core/problems.js';
import { readSource, repoRoot, validateWith } from '../support/sources.js';

interface BrokenCase {
  name: string;
  file: string;
  replace: { from: string; to: string };
  expect: { file?: string; line?: number; path: string; message: string };
}

const folder = join(repoRoot, 'tests/fixtures/broken');
const cases: Array<BrokenCase & { domain: string }> = readdirSync(folder)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .flatMap((f) =>
    (parse(readFileSync(join(folder, f), 'utf8')) as BrokenCase[]).map((c) => ({
      ...c,
      domain: f.replace(/\.yaml$/, ''),
    })),
  );

describe('the real sources', () => {
  it('are valid, so each broken case fails for its own reason only', () => {
    const { problems } = validateWith();
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('come with at least 25 broken cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });
});

describe.each(cases)('broken source ($domain): $name', (c) => {
  it('is rejected at the right file, line and key', () => {
    const original = readSource(c.file);
    expect(original, `'${c.replace.from}' must occur in ${c.file}`).toContain(c.replace.from);
    const broken = original.replace(c.replace.from, c.replace.to);
    const { problems } = validateWith({ [c.file]: broken });
    const file = c.expect.file ?? c.file;
    const match = problems.find(
      (p) =>
        p.file === file &&
        formatKeyPath(p.path) === c.expect.path &&
        formatProblem(p).includes(c.expect.message) &&
        (c.expect.line === undefined || p.line === c.expect.line),
    );
    expect(match, `problems were:\n${problems.map(formatProblem).join('\n')}`).toBeDefined();
  });
});
