// Benchmark, not a test: cold `generate` and `check` wall time, median of 5 runs each.
// Cold means a new Node process every run (module loading included), as a developer or CI sees it.
// Three cases: generate into an empty generated/ (the worst case, every file formatted), generate
// after staff change one fee (the everyday case), and check on a current tree (what CI runs).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './bench/median.js';

const repo = resolve(import.meta.dirname, '..');
const RUNS = 5;

function time(root: string, command: string): number {
  const start = process.hrtime.bigint();
  execFileSync('node', [join(repo, 'cli/bin.js'), '--root', root, command], { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const root = mkdtempSync(join(tmpdir(), 'bench-generate-'));
for (const folder of ['schema', 'countries', 'content']) {
  cpSync(join(repo, folder), join(root, folder), { recursive: true });
}
const countryFile = join(root, 'countries/no.yaml');
const norway = readFileSync(countryFile, 'utf8');

const empty: number[] = [];
const edited: number[] = [];
const check: number[] = [];
for (let i = 0; i < RUNS; i++) {
  rmSync(join(root, 'generated'), { recursive: true, force: true });
  empty.push(time(root, 'generate'));
  // Alternate Norway's name so every run has a real change to write.
  writeFileSync(
    countryFile,
    norway.replace(/^name: Norge/m, i % 2 ? 'name: Norge' : 'name: Noreg'),
  );
  edited.push(time(root, 'generate'));
  check.push(time(root, 'check'));
}
rmSync(root, { recursive: true, force: true });

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(40)} median ${fmt(median(values))} of ${RUNS}  [${values.map(fmt).join(', ')}]`,
  );
line('generate, empty generated/', empty);
line('generate, after one country edit', edited);
line('check, generated/ current', check);
console.log('budget: each at most 3 s on the 2-core machine');
