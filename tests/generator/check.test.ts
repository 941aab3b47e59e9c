import { execFile } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../generator/core/compare.js';
import { copyRepoToTemp, repoRoot } from '../support/sources.js';

const run = promisify(execFile);

async function cli(root: string, ...command: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('node', [
      join(repoRoot, 'cli/bin.js'),
      '--root',
      root,
      ...command,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// Each test runs the CLI up to four times in a child process (about 3 s each on a quiet machine,
// above 10 s on a loaded CI machine): the default 30 s timed out there.
describe('check', { timeout: 180_000 }, () => {
  let root: string;
  beforeAll(() => {
    root = copyRepoToTemp();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes on the committed output', async () => {
    const result = await cli(root, 'check');
    expect(result.out).toContain('generated/ is current');
    expect(result.code).toBe(0);
  });

  it('finds a hand-edited generated file, then generate repairs it', async () => {
    const target = listFiles(join(root, 'generated')).find((f) => f.endsWith('.ts'));
    expect(target).toBeDefined();
    appendFileSync(join(root, 'generated', target!), '\nexport const handEdit = 1;\n');
    const result = await cli(root, 'check');
    expect(result.code).toBe(1);
    expect(result.out).toContain(`stale    generated/${target}`);
    expect((await cli(root, 'generate')).out).toContain(`updated  generated/${target}`);
    expect((await cli(root, 'check')).code).toBe(0);
  });

  it('finds an orphan that nothing emits, then generate removes it', async () => {
    writeFileSync(join(root, 'generated/left-over.ts'), 'export {};\n');
    const result = await cli(root, 'check');
    expect(result.code).toBe(1);
    expect(result.out).toContain('orphan   generated/left-over.ts');
    expect((await cli(root, 'generate')).out).toContain('removed  generated/left-over.ts');
  });

  it('finds output made stale by an edited source', async () => {
    const file = join(root, 'countries/no.yaml');
    const source = readFileSync(file, 'utf8');
    // Staff change Norway's name in its own language: the generated terms must follow.
    writeFileSync(file, source.replace(/^name: .*$/m, 'name: Noreg'));
    const result = await cli(root, 'check');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/stale {4}generated\/countries\/no\.ts/);
    writeFileSync(file, source);
  });

  it('validate points at the file, line and key of a mistake and exits 1', async () => {
    const file = join(root, 'countries/no.yaml');
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace(/^languageTag:/m, 'languagetag:'));
    const result = await cli(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /countries\/no\.yaml:\d+:\d+ {2}languagetag: unknown key 'languagetag'/,
    );
    writeFileSync(file, source);
  });

  it('validate prints the consumer-credit warnings with file, line and key, and exits 0', async () => {
    const result = await cli(root, 'validate', '--date', '2026-11-26');
    expect(result.code).toBe(0);
    expect(result.out).toContain('source files are valid');
    expect(result.out).toMatch(
      /warning: countries\/fi\.yaml:\d+:\d+ {2}rates\.konto\.nominal: .* above the cap of 17\.5 % .*\[fi-interest-cap, docs\/consumer-credit\.md\]/,
    );
    expect(result.out).toMatch(/\d+ warnings to review \(the sources are valid\)/);
    const badDate = await cli(root, 'validate', '--date', '2026-13-01');
    expect(badDate.code).not.toBe(0);
    expect(badDate.out).toContain('a date such as 2027-01-01');
  });
});
