import { validateSources } from '../../generator/core/pipeline.js';
import { diskReader } from '../../generator/core/reader.js';
import { domains } from '../../generator/domains/index.js';
import { reportProblems, reportWarnings } from './report.js';

/** Validates the sources as on `date` (ISO, default today): rules in force by date use it. */
export function validateCommand(root: string, options: { date?: string } = {}): number {
  const { problems, warnings, files } = validateSources(diskReader(root), domains, {
    today: options.date,
  });
  if (problems.length === 0) console.log(`${files.length} source files are valid.`);
  reportWarnings(warnings);
  return reportProblems(problems);
}
