/**
 * `npm start`: the whole app on this machine from a fresh clone. Builds the web app when the
 * build is missing or older than its sources, starts the sandbox provider API (unless API_ORIGIN
 * names another one) and the web server in front of it, both on loopback. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { serverConfig } from '../../runtime/server/config.js';
import { selfSignedCertificate } from '../../runtime/server/self-signed.js';
import { defaultPort, startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';

/**
 * What the client build is made from; a change to any of these makes the build stale. The
 * same list as the e2e build (tests/e2e/support/build.ts): package.json names the packages.
 */
const buildSources = [
  'runtime',
  'generated',
  'react-router.config.ts',
  'vite.config.ts',
  'package.json',
];
/** The web server is not part of the client build: editing it needs a restart, not a build. */
const notBuildSources = new Set(['runtime/server']);

const sandboxDefaultPort = 4010;
/**
 * PGlite opens in seconds, its first start (migrations, seed) takes a minute on a loaded 2-core
 * machine; a sandbox silent for this long has hung.
 */
const sandboxStartTimeoutMs = 300_000;
/** The sandbox prints its personas right after its address; this long a pause ends them. */
const sandboxQuietMs = 300;

/** The newest modification time of the files under a path (0 when there is none). */
function newestMtime(root: string, relative: string): number {
  if (notBuildSources.has(relative)) return 0;
  const path = join(root, relative);
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(root, `${relative}/${entry}`));
  }
  return newest;
}

/** Why the build must be made, or null when build/client is current. */
export function buildStaleness(root: string, buildDir: string): string | null {
  const fallback = join(buildDir, 'index.html');
  if (!existsSync(fallback)) return `no build in ${buildDir}`;
  const built = statSync(fallback).mtimeMs;
  const changed = buildSources.find((source) => newestMtime(root, source) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * The `react-router` command of the installed @react-router/dev. Its package exports no
 * `./bin.js`, so the file is found the way npm links it: the package.json's "bin" field.
 */
export function reactRouterBin(root: string): string {
  const manifest = createRequire(join(root, 'package.json')).resolve(
    '@react-router/dev/package.json',
  );
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const file = typeof bin === 'string' ? bin : bin?.['react-router'];
  if (!file) throw new Error(`${manifest} names no react-router command`);
  return join(dirname(manifest), file);
}

/** Runs a child to its end with the terminal's output; resolves to its exit code. */
function run(command: string, args: string[], cwd: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', signal });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

interface Sandbox {
  readonly child: ChildProcess;
  /** Its address as it printed it (SANDBOX_PORT=0 picks a free port). */
  readonly url: string;
}

/**
 * Starts the sandbox in its own process group, so a Ctrl+C reaches only this command, which then
 * stops it exactly once. Its output (address and demo personas) passes through; resolves when
 * it says it listens.
 */
function startSandbox(
  root: string,
  port: number,
  appOrigin: string | null,
  signal: AbortSignal,
): Promise<Sandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    // The sandbox's pages (pay, e-ID) link back into the web app (sandbox/http/links.ts).
    env: { ...process.env, PORT: String(port), ...(appOrigin ? { APP_ORIGIN: appOrigin } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the sandbox did not start within ${sandboxStartTimeoutMs / 1000} s`));
    }, sandboxStartTimeoutMs);
    let printed = '';
    let url: string | null = null;
    let settle: NodeJS.Timeout | undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (!url) {
        printed += chunk.toString();
        url = /sandbox API on (http:\/\/\S+?:\d+)/.exec(printed)?.[1] ?? null;
        if (url) clearTimeout(timer);
      }
      // The persona list follows the address at once: wait for it to end before going on,
      // so the web app's address is the last thing printed.
      if (url) {
        const ready = { child, url };
        clearTimeout(settle);
        settle = setTimeout(() => resolve(ready), sandboxQuietMs);
      }
    });
    // Stopped while it starts, or this command dies without stopping it: the sandbox (its own
    // process group, so no Ctrl+C reaches it) goes too.
    signal.addEventListener('abort', () => child.kill('SIGTERM'), { once: true });
    process.once('exit', () => child.kill('SIGTERM'));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!url) reject(new Error(`the sandbox stopped (exit code ${code ?? 'none'})`));
    });
  });
}

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    // Already signalled (Ctrl+C while it ran): one SIGTERM is enough, it is closing its database.
    if (!child.killed) child.kill('SIGTERM');
  });

/** What is running, for the one place that stops it all. */
interface Running {
  sandbox: ChildProcess | null;
  web: RunningWebServer | null;
}

export interface StartOptions {
  /** Serve HTTPS with a self-signed certificate made at start (`--https`, or HTTPS=1). */
  readonly https?: boolean;
}

export async function startCommand(root: string, options: StartOptions = {}): Promise<number> {
  // Ctrl+C may come at any moment, also during the build or while the sandbox starts: whatever
  // runs then is stopped, and the sandbox is never left behind. A second Ctrl+C (npm passes the
  // terminal's on too) changes nothing.
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const running: Running = { sandbox: null, web: null };
  try {
    return await serve(root, running, interrupt.signal, options);
  } finally {
    await running.web?.close();
    if (running.sandbox) await stopChild(running.sandbox);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (interrupt.signal.aborted) console.log('stopped');
  }
}

/** Builds, starts both servers and waits for Ctrl+C; the exit code (0 when stopped by it). */
async function serve(
  root: string,
  running: Running,
  signal: AbortSignal,
  options: StartOptions,
): Promise<number> {
  const https = options.https === true || process.env['HTTPS'] === '1';
  // A BUILD_DIR of one's own is served as it is: the build only ever writes build/client.
  const ownBuild = process.env['BUILD_DIR'];
  const buildDir = resolve(root, ownBuild || serverConfig.defaultBuildDir);
  const stale = ownBuild ? null : buildStaleness(root, buildDir);
  if (stale) {
    console.log(`building the web app (${stale})...`);
    const code = await run(process.execPath, [reactRouterBin(root), 'build'], root, signal);
    if (signal.aborted) return 0;
    if (code !== 0) {
      console.error('the build failed');
      return 1;
    }
  }

  let apiOrigin = process.env['API_ORIGIN'];
  if (!apiOrigin) {
    const port = Number(process.env['SANDBOX_PORT'] || sandboxDefaultPort);
    const webPort = Number(process.env['PORT'] || defaultPort);
    // An APP_ORIGIN of one's own wins; a free port (0) is not known before the web server starts.
    const appOrigin =
      process.env['APP_ORIGIN'] ||
      (webPort > 0 ? `${https ? 'https' : 'http'}://127.0.0.1:${webPort}` : null);
    try {
      const started = await startSandbox(root, port, appOrigin, signal);
      running.sandbox = started.child;
      apiOrigin = started.url;
    } catch (error) {
      if (signal.aborted) return 0;
      console.error(error instanceof Error ? error.message : error);
      return 1;
    }
  }
  if (signal.aborted) return 0;

  try {
    running.web = await startWebServer({
      buildDir,
      apiOrigin,
      // The sandbox serves the product images too; IMAGE_ORIGIN names another image service.
      imageOrigin: process.env['IMAGE_ORIGIN'] || undefined,
      port: Number(process.env['PORT'] || defaultPort),
      local: true,
      facade: process.env['FACADE'] === '1',
      // The app's public origin when set; else the address it listens on (proxy.ts X-Source-Host).
      appOrigin: process.env['APP_ORIGIN'] || undefined,
      ...(https ? { tls: selfSignedCertificate() } : {}),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }

  console.log(`\nweb app on ${running.web.url}/se (also /no, /fi, /dk), API ${apiOrigin}`);
  if (https)
    console.log('HTTPS with a self-signed certificate made now: the browser asks to accept it');
  const sandbox = running.sandbox;
  if (sandbox) {
    console.log(
      `demo logins: the personas above; e-mail links land in ${apiOrigin}/sandbox/outbox, ` +
        `BankID demo logins are approved at ${apiOrigin}/sandbox/bankid`,
    );
    console.log('Ctrl+C stops both servers');
  } else console.log('Ctrl+C stops the web server');

  return new Promise((resolve) => {
    if (signal.aborted) return resolve(0);
    signal.addEventListener('abort', () => resolve(0), { once: true });
    // A sandbox that dies on its own takes the app with it: the pages would only show errors.
    const died = (code: number | null) => {
      if (signal.aborted) return;
      console.error(`the sandbox stopped (exit code ${code ?? 'none'})`);
      resolve(1);
    };
    if (sandbox && sandbox.exitCode !== null) died(sandbox.exitCode);
    else sandbox?.once('exit', died);
  });
}
