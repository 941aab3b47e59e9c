import { mkdirSync, readdirSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compareWithDisk, readPrevious } from '../../generator/core/compare.js';
import { generateOutputs } from '../../generator/core/pipeline.js';
import { diskReader } from '../../generator/core/reader.js';
import { generatorTextFolders } from '../../generator/core/templates.js';
import type { Emitted } from '../../generator/core/types.js';
import { domains } from '../../generator/domains/index.js';
import { reportProblems } from './report.js';

export const SOURCE_DIRS = ['schema', 'countries', 'content'];

/** Writes what changed under generated/, removes orphans, and says what it did. */
export async function generateOnce(root: string): Promise<number> {
  const result = await generateOutputs(diskReader(root), domains, {
    previous: readPrevious(join(root, 'generated')),
  });
  if (result.problems.length > 0) return reportProblems(result.problems);
  writeGenerated(root, result.outputs);
  return 0;
}

/**
 * Writes the files of a generation that differ from generated/ and removes its orphans; answers
 * the paths it wrote or removed, under generated/.
 */
export function writeGenerated(root: string, outputs: Emitted[]): string[] {
  const outDir = join(root, 'generated');
  const drift = compareWithDisk(outDir, outputs);
  const changed = new Set([...drift.stale, ...drift.missing]);
  for (const file of outputs) {
    if (!changed.has(file.path)) continue;
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  for (const orphan of drift.orphans) rmSync(join(outDir, orphan));
  for (const p of drift.missing) console.log(`created  generated/${p}`);
  for (const p of drift.stale) console.log(`updated  generated/${p}`);
  for (const p of drift.orphans) console.log(`removed  generated/${p}`);
  console.log(
    `${outputs.length} files: ${drift.missing.length} created, ${drift.stale.length} updated, ` +
      `${drift.orphans.length} removed, ${drift.unchanged.length} unchanged.`,
  );
  return [...drift.missing, ...drift.stale, ...drift.orphans];
}

/**
 * Calls `changed` on any change under `folder`, with one watcher per folder rather than Node's
 * recursive watch: on Linux that loses a file once an editor has saved it by writing a new file
 * and renaming it over the old one, and the next save went unseen. A folder created later is
 * watched from the event that announces it.
 */
export function watchTree(folder: string, changed: () => void, watched = new Set<string>()): void {
  const folders = [
    folder,
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name)),
  ];
  for (const dir of folders) {
    if (watched.has(dir)) continue;
    watched.add(dir);
    watch(dir, (event, name) => {
      if (event === 'rename' && name !== null) {
        const entry = join(dir, name);
        if (statSync(entry, { throwIfNoEntry: false })?.isDirectory()) {
          watchTree(entry, changed, watched);
        }
      }
      changed();
    });
  }
}

export async function generateCommand(root: string, options: { watch?: boolean }): Promise<number> {
  const code = await generateOnce(root);
  if (!options.watch) return code;
  // The templates and verbatim modules are read on each run like the sources, so an edit of one
  // regenerates too (a change of the generator's code needs a restart: modules load once).
  const folders = [...SOURCE_DIRS.map((dir) => join(root, dir)), ...generatorTextFolders()];
  console.log(
    `Watching ${folders.map((folder) => relative(root, folder)).join(', ')} for changes (Ctrl-C to stop).`,
  );
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve(0);
  for (const folder of folders) {
    watchTree(folder, () => {
      clearTimeout(timer);
      // Editors write a file in several steps; wait for the burst to settle.
      timer = setTimeout(() => {
        running = running.then(() =>
          generateOnce(root).catch((error: unknown) => {
            // Keep watching: the next save may fix it.
            console.error(
              `generate failed: ${error instanceof Error ? error.message : String(error)}`,
            );
            return 1;
          }),
        );
      }, 150);
    });
  }
  await new Promise<never>(() => {});
  return 0;
}
