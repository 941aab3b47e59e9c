/**
 * The preview's generation: the generator kept loaded (a warm run takes about a second, a cold
 * one several), run on every change under schema/, countries/ and content/. A valid change
 * writes generated/, which the dev server picks up; an invalid one writes nothing, so the app
 * keeps the last good version, and its problems go to the preview's state for the pages'
 * overlay.
 */
import { join } from 'node:path';
import { readPrevious } from '../../generator/core/compare.js';
import { generateOutputs, type EmitCache } from '../../generator/core/pipeline.js';
import {
  formatKeyPath,
  formatProblem,
  type LocatedProblem,
} from '../../generator/core/problems.js';
import { diskReader } from '../../generator/core/reader.js';
import type { Emitted } from '../../generator/core/types.js';
import { clientDomain } from '../../generator/domains/client/index.js';
import { domains } from '../../generator/domains/index.js';
import type { PreviewState } from '../../runtime/server/preview/preview-state.js';
import type { SourceProblem } from '../../runtime/shared/preview/preview-snapshot.js';
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

/**
 * The contract's code (the client domain: about half a second of a run) kept while schema/, the
 * only folder it reads (api.yaml, entities/, codes.yaml), is unchanged: an edit of a country's
 * terms or a text regenerates in time to show within 2 s.
 */
export function contractCache(): EmitCache & { forget(): void } {
  let kept: Emitted[] | undefined;
  return {
    get: (domain) => (domain === clientDomain.name ? kept : undefined),
    set: (domain, outputs) => {
      if (domain === clientDomain.name) kept = outputs;
    },
    forget: () => {
      kept = undefined;
    },
  };
}

export interface Regenerated {
  /** None when it wrote generated/. */
  readonly problems: LocatedProblem[];
  /** The absolute paths written or removed under generated/. */
  readonly written: string[];
}

/** Generates once into generated/ (what changed only). */
export async function regenerate(root: string, emitted?: EmitCache): Promise<Regenerated> {
  const result = await generateOutputs(diskReader(root), domains, {
    previous: readPrevious(join(root, 'generated')),
    emitted,
  });
  const written =
    result.problems.length === 0 ? writeGenerated(root, result.outputs) : ([] as string[]);
  return {
    problems: result.problems,
    written: written.map((path) => join(root, 'generated', path)),
  };
}

/** The folders watched, relative to the root. */
export const WATCHED = SOURCE_DIRS;

/** Regenerates on every change, one run at a time, and tells the state how each ended. */
export function watchSources(
  root: string,
  state: PreviewState,
  emitted: ReturnType<typeof contractCache>,
  onWritten: (files: string[]) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = () => {
    const started = performance.now();
    return regenerate(root, emitted).then(
      ({ problems, written }) => {
        onWritten(written);
        const ms = Math.round(performance.now() - started);
        for (const problem of problems) console.error(formatProblem(problem));
        if (problems.length === 0)
          console.log(`regenerated in ${ms} ms: the pages show the change`);
        else console.error(`${problems.length} problem(s): the pages keep the last good version`);
        state.generated(problems.map(sourceProblem));
      },
      (error: unknown) => {
        console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  for (const folder of WATCHED) {
    watchTree(join(root, folder), () => {
      if (folder === 'schema') emitted.forget();
      clearTimeout(timer);
      // Editors write a file in several steps; a short pause ends the burst.
      timer = setTimeout(() => {
        running = running.then(run);
      }, 30);
    });
  }
}
