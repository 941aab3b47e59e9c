import { validateSources } from '../../generator/core/pipeline.js';
import { diskReader } from '../../generator/core/reader.js';
import { domains } from '../../generator/domains/index.js';
import { reportProblems } from './report.js';

export function validateCommand(root: string): number {
  const { problems, files } = validateSources(diskReader(root), domains);
  if (problems.length === 0) console.log(`${files.length} source files are valid.`);
  return reportProblems(problems);
}
