import { formatProblem, type LocatedProblem } from '../../generator/core/problems.js';

/** Prints problems to stderr, one per line, and a count. Returns the exit code. */
export function reportProblems(problems: LocatedProblem[]): number {
  if (problems.length === 0) return 0;
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the sources.`);
  return 1;
}

/** Prints warnings to stdout, each marked, and a count; they never change the exit code. */
export function reportWarnings(warnings: LocatedProblem[]): void {
  if (warnings.length === 0) return;
  for (const w of warnings) console.log(`warning: ${formatProblem(w)}`);
  console.log(
    `\n${warnings.length} warning${warnings.length === 1 ? '' : 's'} to review (the sources are valid).`,
  );
}
