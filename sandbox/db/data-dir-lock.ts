/**
 * One process per PGlite data folder. PGlite keeps the database in memory and writes the folder
 * as it goes: two processes on one folder overwrite each other's files and acknowledged writes
 * are lost. Node has no flock, so the lock is files named `sandbox.lock.<pid>`, each holding its
 * process's pid, host and a random token, always written whole (a temporary file renamed into
 * place):
 *
 * 1. announce: write our file, marked `trying`;
 * 2. look at every other one. A file whose process is gone (kill -9, a crash) is stale and
 *    removed. One of a live process that holds the folder: take ours back and refuse, naming
 *    it. One of a live process still trying: take ours back, wait a moment, start again;
 * 3. nobody else: the folder is ours; our file is marked `held`.
 *
 * Of two processes that announce at the same moment, the later look always sees the earlier
 * file, so at most one ever goes on; when both see each other, both step back and try again.
 */
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const prefix = 'sandbox.lock.';
/** Tries while other processes are trying too; after that many the folder counts as busy. */
const attempts = 20;

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
  readonly state: 'trying' | 'held';
}

/** The folder is held by another live process (or by this one, opened twice). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder,
    readonly file: string,
  ) {
    const who =
      holder.pid === process.pid && holder.host === hostname()
        ? `this process (pid ${holder.pid}) already has it open`
        : `it is in use by process ${holder.pid}` +
          (holder.host === hostname() ? '' : ` on host ${holder.host}`);
    super(
      `the sandbox data folder ${dir} is locked: ${who}. Stop that sandbox, or set ` +
        `SANDBOX_DATA_DIR to another folder. If that process is gone, delete ${file}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly dir: string;
  /** Gives the folder up; safe to call more than once. */
  release(): void;
}

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** A process counts as alive unless the system says it does not exist (EPERM: alive, not ours). */
function alive(pid: number, host: string): boolean {
  // A process on another machine (a shared folder) cannot be asked: assume it is there.
  if (host !== hostname()) return true;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string') {
      const state = value.state === 'trying' ? 'trying' : 'held';
      return { pid: value.pid, host: value.host, token: String(value.token), state };
    }
  } catch {
    // Written by rename, so never half written: unreadable means not ours, and not a holder.
  }
  return { pid: 0, host: hostname(), token: '', state: 'held' };
}

const removeIfPresent = (path: string) => {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid in a lock file's name (`sandbox.lock.<pid>` or its `.tmp` while being written). */
const pidOf = (name: string) => Number(name.slice(prefix.length).split('.')[0]);

/**
 * Takes the folder (created when missing, with its parents) for this process, or throws
 * DataDirInUseError naming the folder and the process that holds it.
 */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  mkdirSync(folder, { recursive: true });
  const dir = realpathSync(folder);
  const own = join(dir, `${prefix}${process.pid}`);
  const me = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') };
  if (held.has(dir)) throw new DataDirInUseError(dir, { ...me, state: 'held' }, own);
  // A file of our own pid left by an earlier process (a pid reused after a restart) is stale:
  // this process holds nothing yet, so replacing it is right.
  const write = (state: Holder['state']) => {
    const temporary = `${own}.${me.token}.tmp`;
    writeFileSync(temporary, JSON.stringify({ ...me, state }));
    renameSync(temporary, own);
  };

  for (let attempt = 1; ; attempt++) {
    write('trying');
    let holding: { holder: Holder; file: string } | null = null;
    let trying: { holder: Holder; file: string } | null = null;
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(prefix)) continue;
      const file = join(dir, name);
      if (file === own) continue;
      if (name.endsWith('.tmp')) {
        // Left by a process killed while it wrote its file.
        if (!alive(pidOf(name), me.host)) removeIfPresent(file);
        continue;
      }
      const holder = readHolder(file);
      if (!holder) continue;
      if (!alive(holder.pid, holder.host)) removeIfPresent(file);
      else if (holder.state === 'held') holding = { holder, file };
      else trying = { holder, file };
    }
    const other = holding ?? trying;
    if (!other) {
      write('held');
      held.add(dir);
      const release = () => {
        if (!held.delete(dir)) return;
        process.off('exit', release);
        // Only our own file: never one another process wrote.
        if (readHolder(own)?.token === me.token) removeIfPresent(own);
      };
      // An exit without close (process.exit, an uncaught error) still gives the folder up.
      process.on('exit', release);
      return { dir, release };
    }
    removeIfPresent(own);
    if (holding || attempt >= attempts) throw new DataDirInUseError(dir, other.holder, other.file);
    // Both may have stepped back: a random pause, longer each time, lets one go first.
    await pause(5 + Math.floor(Math.random() * 10 * attempt));
  }
}
