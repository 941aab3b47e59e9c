/**
 * `selfservice preview --country <cc>` on a copy of the sources in a temporary folder (the
 * repository's own are never edited), with the copy's countries/ committed to a throwaway git
 * repository (the admin page compares the terms with the last commit). Used by the preview's
 * e2e test and by `npm run bench:preview`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const repo = resolve(import.meta.dirname, '../../..');

/** What the preview runs from: the sources, the generator, the app, the sandbox and the CLI. */
const COPIED = [
  'cli',
  'content',
  'countries',
  'generated',
  'generator',
  'runtime',
  'sandbox',
  'schema',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
];

export interface PreviewCopy {
  /** The copy's folder. */
  root: string;
  /** The preview's address, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Everything the preview printed so far. */
  printed(): string;
  /** Replaces text in a copied source; throws when it is not there (the source changed). */
  edit(path: string, from: string, to: string): void;
  /** Stops the preview and removes the copy. */
  stop(): Promise<void>;
}

export async function startPreviewCopy(country: string): Promise<PreviewCopy> {
  const root = mkdtempSync(join(tmpdir(), 'selfservice-preview-'));
  for (const entry of COPIED) cpSync(join(repo, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });
  git('init', '-q');
  git('add', 'countries');
  git('-c', 'user.name=preview', '-c', 'user.email=preview@example.com', 'commit', '-qm', 'terms');

  let printed = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['cli/bin.js', 'preview', '--country', country],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', SANDBOX_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const origin = await new Promise<string>((done, fail) => {
    const address = new RegExp(`preview of ${country} on (http://\\S+)/${country}\\b`);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const found = address.exec(printed);
      if (found?.[1]) done(found[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`the preview stopped (${code}):\n${printed}`)));
  });

  return {
    root,
    origin,
    printed: () => printed,
    edit(path, from, to) {
      const file = join(root, path);
      const source = readFileSync(file, 'utf8');
      if (!source.includes(from)) throw new Error(`${path} has no ${from}`);
      writeFileSync(file, source.replace(from, to));
    },
    async stop() {
      if (child.pid && child.exitCode === null) {
        const stopped = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid, 'SIGTERM');
        await stopped;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Milliseconds until the page's main shows every text (polled every 50 ms), or fails at the deadline. */
export async function msUntilShown(
  page: Page,
  wanted: string[],
  deadlineMs: number,
): Promise<number> {
  const start = Date.now();
  await page.waitForFunction(
    (all) => all.every((text) => document.querySelector('main')?.textContent?.includes(text)),
    wanted,
    { timeout: deadlineMs, polling: 50 },
  );
  return Date.now() - start;
}
