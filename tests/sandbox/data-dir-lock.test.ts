import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../sandbox/db/data-dir-lock.js';

const root = new URL('../..', import.meta.url).pathname;
const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const dir = realpathSync(await mkdtemp(join(tmpdir(), 'sandbox-lock-')));
  folders.push(dir);
  return dir;
}

const lockFiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.startsWith('sandbox.lock'));

interface Holder {
  readonly child: ChildProcess;
  /** Resolves to the line it printed after trying: `locked` or `refused <message>`. */
  readonly tried: Promise<string>;
  /** Makes it try. */
  go(): void;
}

/** Starts tests/sandbox/lock-holder.ts on `dir` and waits until it is ready to try. */
async function holder(dir: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/sandbox/lock-holder.ts', dir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  const line = (test: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const read = () => {
        const found = out.split('\n').find(test);
        if (found !== undefined) {
          child.stdout?.off('data', read);
          resolve(found);
        }
      };
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        read();
      });
      read();
      child.once('exit', (code) => reject(new Error(`the holder exited (${code}): ${out}`)));
    });
  await line((l) => l === 'ready');
  const tried = line((l) => l === 'locked' || l.startsWith('refused '));
  tried.catch(() => undefined);
  return { child, tried, go: () => child.stdin?.write('go\n') };
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/** A pid that belonged to a process and no longer does. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await exitOf(child);
  return child.pid ?? 0;
}

// Each holder is a node process with tsx: seconds to start on a loaded 2-core machine.
describe('one process per sandbox data folder', { timeout: 240_000 }, () => {
  it('creates the folder with its parents and refuses a second open in the same process', async () => {
    const dir = join(await folder(), 'a', 'b');
    const lock = await lockDataDir(dir);
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${process.pid}`]);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`${dir} is locked: this process (pid ${process.pid})`);
    lock.release();
    expect(lockFiles(dir)).toEqual([]);
    (await lockDataDir(dir)).release();
  });

  it('refuses while another process holds it, naming the folder and that process', async () => {
    const dir = await folder();
    const first = await holder(dir);
    first.go();
    expect(await first.tried).toBe('locked');
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toThrow(
      `the sandbox data folder ${dir} is locked: it is in use by process ${first.child.pid}.`,
    );
    // The refused attempt leaves the holder's lock as it was.
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${first.child.pid}`]);
    first.child.stdin?.end();
    await exitOf(first.child);
    expect(lockFiles(dir)).toEqual([]);
  });

  it('takes over the lock of a process killed with kill -9', async () => {
    const dir = await folder();
    const first = await holder(dir);
    first.go();
    expect(await first.tried).toBe('locked');
    first.child.kill('SIGKILL');
    await exitOf(first.child);
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${first.child.pid}`]);
    const lock = await lockDataDir(dir);
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${process.pid}`]);
    lock.release();
  });

  it('removes stale and unreadable lock files, also one of its own pid from an earlier life', async () => {
    const dir = await folder();
    const dead = await deadPid();
    writeFileSync(
      join(dir, `sandbox.lock.${dead}`),
      JSON.stringify({ pid: dead, host: hostname(), token: 'x' }),
    );
    writeFileSync(join(dir, `sandbox.lock.${dead}.abc.tmp`), '{"pid"');
    writeFileSync(join(dir, 'sandbox.lock.1'), 'not json');
    writeFileSync(
      join(dir, `sandbox.lock.${process.pid}`),
      JSON.stringify({ pid: process.pid, host: hostname(), token: 'earlier' }),
    );
    const lock = await lockDataDir(dir);
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${process.pid}`]);
    lock.release();
    expect(lockFiles(dir)).toEqual([]);
  });

  it('lets exactly one of several processes trying at once have it, also over a stale lock', async () => {
    const dir = await folder();
    const dead = await deadPid();
    writeFileSync(
      join(dir, `sandbox.lock.${dead}`),
      JSON.stringify({ pid: dead, host: hostname(), token: 'x' }),
    );
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => holder(dir)));
    for (const racer of racers) racer.go();
    const results = await Promise.all(racers.map((r) => r.tried));
    expect(results.filter((r) => r === 'locked')).toHaveLength(1);
    const winner = racers[results.indexOf('locked')];
    for (const result of results.filter((r) => r !== 'locked')) {
      expect(result).toContain(`is in use by process ${winner?.child.pid}`);
    }
    expect(lockFiles(dir)).toEqual([`sandbox.lock.${winner?.child.pid}`]);
  });
});
