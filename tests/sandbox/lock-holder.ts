/**
 * A process that takes a sandbox data folder's lock for the lock tests:
 * `node --import tsx tests/sandbox/lock-holder.ts <folder>`. It says `ready`, waits for a line
 * on stdin (so several can be made to try at the same moment), tries, prints `locked` or
 * `refused <message>`, and holds the folder until stdin ends.
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from '../../sandbox/db/data-dir-lock.js';

const folder = process.argv[2];
if (!folder) throw new Error('usage: lock-holder.ts <folder>');
const lines = createInterface({ input: process.stdin });
const go = new Promise<void>((resolve) => lines.once('line', () => resolve()));
console.log('ready');
await go;
try {
  const lock = await lockDataDir(folder);
  console.log('locked');
  lines.once('close', () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  console.log(`refused ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
}
