import { join } from 'node:path';
import { compareWithDisk, readPrevious } from '../../generator/core/compare.js';
import { generateOutputs } from '../../generator/core/pipeline.js';
import { diskReader } from '../../generator/core/reader.js';
import { domains } from '../../generator/domains/index.js';
import { reportProblems } from './report.js';

/** Generates in memory, formatted exactly as `generate` writes, and compares with generated/. */
export async function checkCommand(root: string): Promise<number> {
  const result = await generateOutputs(diskReader(root), domains, {
    previous: readPrevious(join(root, 'generated')),
  });
  if (result.problems.length > 0) return reportProblems(result.problems);
  const drift = compareWithDisk(join(root, 'generated'), result.outputs);
  const lines = [
    ...drift.stale.map((p) => `stale    generated/${p}`),
    ...drift.missing.map((p) => `missing  generated/${p}`),
    ...drift.orphans.map((p) => `orphan   generated/${p} (nothing emits it any more)`),
  ];
  if (lines.length === 0) {
    console.log(`generated/ is current (${result.outputs.length} files).`);
    return 0;
  }
  for (const line of lines) console.error(line);
  console.error('\ngenerated/ is not current: run `npm run generate` and commit the result.');
  return 1;
}
