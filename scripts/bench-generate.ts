// Benchmark, not a test: cold `generate` and `check` wall time, median of 5 runs each.
// Cold means a new Node process every run (module loading included), as a developer or CI sees it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function time(args: string[]): number {
  const start = process.hrtime.bigint();
  execFileSync('node', [join(repo, 'cli/bin.js'), ...args], { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const root = mkdtempSync(join(tmpdir(), 'bench-generate-'));
for (const folder of ['schema', 'countries', 'content']) {
  cpSync(join(repo, folder), join(root, folder), { recursive: true });
}
const generate: number[] = [];
const check: number[] = [];
for (let i = 0; i < RUNS; i++) {
  rmSync(join(root, 'generated'), { recursive: true, force: true });
  generate.push(time(['--root', root, 'generate']));
  check.push(time(['--root', root, 'check']));
}
rmSync(root, { recursive: true, force: true });

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `generate (cold, empty generated/): median ${fmt(median(generate))} of ${RUNS}  [${generate.map(fmt).join(', ')}]`,
);
console.log(
  `check    (cold):                   median ${fmt(median(check))} of ${RUNS}  [${check.map(fmt).join(', ')}]`,
);
console.log('budget: each at most 3 s on the 2-core machine');
