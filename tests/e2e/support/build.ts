/**
 * Builds the web app once for the e2e suite and the web benchmark: `npx react-router build`,
 * skipped when the build is newer than everything it is made from, so a second run starts at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/**
 * `build/` unless E2E_BUILD_DIR names another folder: several people (or agents) testing in one
 * checkout at once then do not build over each other's output.
 */
export const buildDir = process.env['E2E_BUILD_DIR']
  ? resolve(process.env['E2E_BUILD_DIR'])
  : join(repoRoot, 'build');
export const clientDir = join(buildDir, 'client');

/** What the build is made from: the app, the generated modules and the build configuration. */
const inputs = ['runtime', 'generated', 'react-router.config.ts', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether build/client is older than one of its inputs (or missing). */
export function buildIsStale(): boolean {
  const marker = join(clientDir, 'index.html'); // the SPA fallback, written last
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/**
 * Builds when stale (E2E_REBUILD=1: always; E2E_SKIP_BUILD=1: never, to debug against the build
 * as it is); returns whether it built. Build output goes to our stderr, not the report.
 */
export function ensureBuild(log: (line: string) => void = () => {}): boolean {
  if (process.env['E2E_SKIP_BUILD'] === '1') return false;
  if (!buildIsStale() && process.env['E2E_REBUILD'] !== '1') return false;
  const started = performance.now();
  execFileSync('npx', ['react-router', 'build'], {
    cwd: repoRoot,
    // The production build, as `npm start` serves it: vitest sets NODE_ENV=test, which would
    // give Vite's development build of React (its dev-only console warnings, its speed).
    env: { ...process.env, NODE_ENV: 'production', REACT_ROUTER_BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`built the web app in ${Math.round(performance.now() - started)} ms`);
  return true;
}
