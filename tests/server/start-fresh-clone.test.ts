/**
 * The README's path, for real: a fresh `git clone` of this commit (no build/, no .data/), then
 * `npm start` as a newcomer runs it, the site answering /se, and Ctrl+C stopping both servers.
 * The packages are this checkout's node_modules, hard-linked (copied across file systems), in
 * place of a second `npm ci`: the same lock file, without the network.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { textOf } from '../e2e/support/texts.js';

const exec = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** The build alone takes one to two minutes on a 2-core machine; under load, several. */
const startBoundMs = 12 * 60_000;
const stopBoundMs = 60_000;

/** The processes whose working folder is inside `dir` (Linux /proc): what `npm start` ran there. */
function processesIn(dir: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd === dir || cwd.startsWith(dir + sep)) found.push(Number(entry));
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return found;
}

const killAll = (pids: number[]) => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
};

/** Waits for a state, checking every 100 ms, up to a bound; throws naming what it waited for. */
async function until(what: string, boundMs: number, done: () => boolean): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!done()) {
    if (Date.now() > deadline)
      throw new Error(`gave up after ${boundMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a test run or one's own configuration sets and a fresh terminal has not. */
const notFresh =
  /^(VITEST|NODE_ENV$|TEST_|npm_|API_ORIGIN$|APP_ORIGIN$|BUILD_DIR$|SANDBOX_|DATABASE_URL$|FACADE$|PORT$)/;

/** The environment of a fresh terminal: nothing of this test run, no servers configured. */
function freshEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !notFresh.test(key)),
  );
  // Free ports, so the test runs next to anything else on the machine; npm's own check for a
  // newer npm is the one thing that would reach for the network.
  return { ...env, PORT: '0', SANDBOX_PORT: '0', npm_config_update_notifier: 'false' };
}

describe('npm start in a fresh clone', () => {
  let folder = '';
  let clone = '';
  let npm: ChildProcess | null = null;

  afterAll(async () => {
    // Also after a failure: the npm process group, then whatever else runs in the clone (the
    // sandbox is a process group of its own), then the folder.
    if (npm?.pid && npm.exitCode === null && npm.signalCode === null) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    try {
      if (clone) {
        killAll(processesIn(clone));
        await until('the processes in the clone to end', 30_000, () => !processesIn(clone).length);
      }
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it(
    'builds, starts the sandbox and the web server, answers /se in Swedish, and stops on Ctrl+C',
    async () => {
      // The real path: /proc names working folders without symbolic links.
      folder = realpathSync(await mkdtemp(join(tmpdir(), 'start-clone-')));
      clone = join(folder, 'repo');
      const { stdout: head } = await exec('git', ['-C', repo, 'rev-parse', 'HEAD']);
      await exec('git', ['clone', '--quiet', '--no-checkout', repo, clone]);
      await exec('git', ['-C', clone, 'checkout', '--quiet', '--detach', head.trim()]);
      try {
        await exec('cp', ['-al', join(repo, 'node_modules'), join(clone, 'node_modules')]);
      } catch {
        // Hard links cannot cross file systems.
        await rm(join(clone, 'node_modules'), { recursive: true, force: true });
        await exec('cp', ['-a', join(repo, 'node_modules'), join(clone, 'node_modules')]);
      }
      // Build tools' caches would be written through the links into this checkout's files.
      for (const cache of ['.vite', '.vite-temp', '.cache']) {
        await rm(join(clone, 'node_modules', cache), { recursive: true, force: true });
      }
      expect(existsSync(join(clone, 'build'))).toBe(false);
      expect(existsSync(join(clone, '.data'))).toBe(false);

      // Its own process group, as a terminal starts a command: Ctrl+C reaches the whole group.
      const child = spawn('npm', ['start'], {
        cwd: clone,
        env: freshEnvironment(),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      npm = child;
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
        child.once('exit', (code, signal) => resolve(code ?? signal)),
      );
      const ended = () => child.exitCode !== null || child.signalCode !== null;

      // Whatever fails below, the failure shows what npm start printed.
      try {
        const ready =
          /web app on (http:\/\/127\.0\.0\.1:\d+)\/se .*API (http:\/\/127\.0\.0\.1:\d+)/;
        await until(
          '"web app on" from npm start',
          startBoundMs,
          () => ready.test(output) || ended(),
        );
        const [, web, api] = ready.exec(output) ?? [];
        if (!web || !api) throw new Error(`npm start ended (${child.exitCode}) before it served`);
        expect(output).toMatch(/building the web app \(no build in /);

        const page = await fetch(`${web}/se`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await page.text();
        expect(html).toMatch(/<html lang="sv"/);
        expect(html).toContain(textOf('se', 'header.skipToContent'));
        expect((await fetch(`${api}/sandbox/clock`)).status).toBe(200);

        // The sandbox's data folder was made (with its parents) and is locked to the sandbox.
        const data = join(clone, '.data/sandbox');
        const lock = readdirSync(data).find((name) => /^sandbox\.lock\.\d+$/.test(name));
        expect(lock).toBeDefined();
        const sandboxPid = Number(lock?.split('.').pop());
        const running = processesIn(clone);
        expect(running).toContain(sandboxPid);

        // Ctrl+C: SIGINT to the terminal's foreground process group (never -0: that is ours).
        if (!child.pid) throw new Error('npm start has no pid');
        process.kill(-child.pid, 'SIGINT');
        await until('npm start to exit after Ctrl+C', stopBoundMs, ended);
        // npm ends as it does on a terminal's Ctrl+C (killed by SIGINT) or with the command's 0;
        // the command itself says it stopped both servers.
        expect([0, 'SIGINT']).toContain(await exited);
        await until('"stopped" from npm start', stopBoundMs, () => /\nstopped\n/.test(output));
        // Both servers are gone: nothing runs in the clone, nothing answers, the lock is released.
        await until('every process of the clone to end', stopBoundMs, () =>
          running.every((pid) => !processesIn(clone).includes(pid)),
        );
        expect(processesIn(clone)).toEqual([]);
        await expect(fetch(`${web}/se`)).rejects.toThrow();
        await expect(fetch(`${api}/sandbox/clock`)).rejects.toThrow();
        expect(readdirSync(data).filter((name) => name.startsWith('sandbox.lock'))).toEqual([]);
      } catch (error) {
        if (error instanceof Error) error.message += `\n--- npm start printed:\n${output}`;
        throw error;
      }
    },
    startBoundMs + 3 * stopBoundMs,
  );
});
