/**
 * The preview's generation: the generator kept loaded (a warm run takes about a second, a cold
 * one several), run on every change under schema/, countries/ and content/. A valid change
 * writes generated/, which the dev server picks up; an invalid one writes nothing, so the app
 * keeps the last good version, and its problems go to the preview's state for the pages'
 * overlay.
 */
import { join } from 'node:path';
import { readPrevious } from '../../generator/core/compare.js';
import { generateOutputs } from '../../generator/core/pipeline.js';
import {
  formatKeyPath,
  formatProblem,
  type LocatedProblem,
} from '../../generator/core/problems.js';
import { diskReader } from '../../generator/core/reader.js';
import { domains } from '../../generator/domains/index.js';
import type { PreviewState, SourceProblem } from '../../runtime/server/preview/preview-state.js';
import { SOURCE_DIRS, watchTree, writeGenerated } from '../commands/generate.js';

/** A problem as the page shows it. */
export const sourceProblem = (problem: LocatedProblem): SourceProblem => ({
  file: problem.file,
  line: problem.line,
  column: problem.column,
  key: formatKeyPath(problem.path),
  message: problem.message,
  ...(problem.expected ? { expected: problem.expected } : {}),
});

/** Generates once into generated/ (what changed only); the problems, none when it wrote. */
export async function regenerate(root: string): Promise<LocatedProblem[]> {
  const result = await generateOutputs(diskReader(root), domains, {
    previous: readPrevious(join(root, 'generated')),
  });
  if (result.problems.length === 0) writeGenerated(root, result.outputs);
  return result.problems;
}

/** The folders watched, relative to the root. */
export const WATCHED = SOURCE_DIRS;

/** Regenerates on every change, one run at a time, and tells the state how each ended. */
export function watchSources(root: string, state: PreviewState): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = () =>
    regenerate(root).then(
      (problems) => {
        for (const problem of problems) console.error(formatProblem(problem));
        if (problems.length === 0) console.log('regenerated: the pages show the change');
        else console.error(`${problems.length} problem(s): the pages keep the last good version`);
        state.generated(problems.map(sourceProblem));
      },
      (error: unknown) => {
        console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  for (const folder of WATCHED) {
    watchTree(join(root, folder), () => {
      clearTimeout(timer);
      // Editors write a file in several steps; a short pause ends the burst.
      timer = setTimeout(() => {
        running = running.then(run);
      }, 50);
    });
  }
}
