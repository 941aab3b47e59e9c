/**
 * Load benchmark (not a test): `npm run bench:load` (`tsx scripts/bench-load.ts`), issue 18.
 *
 * Starts the web server in front of the build in this process, as the e2e stack does
 * (tests/e2e/support/stack.ts, with its rate limits), and the seeded sandbox in a process of its
 * own with its answer checks off: the provider API is another machine in production, and the
 * sandbox's database (PGlite, WebAssembly) holds the event loop it runs on while it answers, which
 * would put its time into every page of the web server. BENCH_SANDBOX=same-process runs the e2e
 * stack as it is instead (sandbox and web server in this process), for comparison. Logs a persona in with the e-mail link
 * (scripts/bench/logged-in.ts) and loads the web server from a plain node child with
 * BENCH_CONNECTIONS keep-alive connections (default 50): each connection goes round a mix of
 * public pages (prerendered, with a browser's Accept-Encoding) and logged-in reads through the
 * API proxy with the persona's session, as fast as it is answered. After a warm-up, BENCH_RUNS runs
 * (default 3) of BENCH_SECONDS (default 5): requests/s and the p50, p90 and p99 latency of every
 * answer, per run and their median, against the goal p99 < 50 ms, printed as ok or OVER. Any
 * answer other than the one expected (200, or 304 never: no ETag is sent) counts as an error and
 * is printed. Exits 0 either way: a benchmark reports, the tests decide.
 * Environment: BENCH_CONNECTIONS, BENCH_RUNS, BENCH_SECONDS, BENCH_COUNTRY (default se),
 * CHROMIUM_PATH, E2E_BUILD_DIR (the build folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { getCustomerInfoPath } from '../generated/api/calls/getCustomerInfo.js';
import { getPaymentsPath } from '../generated/api/calls/getPayments.js';
import { isCountryCode, type CountryCode } from '../generated/countries/index.js';
import { startWebServer } from '../runtime/server/listen.js';
import { clientDir, ensureBuild, repoRoot } from '../tests/e2e/support/build.js';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.js';
import { e2eRateLimits, startStack, type Stack } from '../tests/e2e/support/stack.js';
import { logIn } from './bench/logged-in.js';
import { median } from './bench/median.js';
import { runLoadProcess } from './bench/load-process.js';

const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const countryEnv = process.env['BENCH_COUNTRY'] ?? 'se';
const country: CountryCode = isCountryCode(countryEnv) ? countryEnv : 'se';
const sameProcess = process.env['BENCH_SANDBOX'] === 'same-process';
const goalP99Ms = 50;
/** What Chromium sends. */
const acceptEncoding = 'gzip, deflate, br, zstd';

/** One request of the mix: a path and its headers. */
interface Target {
  readonly label: string;
  readonly path: string;
  readonly headers: Record<string, string>;
}

/** The mix: three public pages a visitor opens, two reads the logged-in home makes. */
function mix(sessionCookie: string): Target[] {
  const page = { 'accept-encoding': acceptEncoding, accept: 'text/html' };
  const read = { accept: 'application/json', cookie: sessionCookie };
  return [
    { label: 'home', path: `/${country}`, headers: page },
    { label: 'payment options', path: `/${country}/payment-options`, headers: page },
    { label: 'login', path: `/${country}/login`, headers: page },
    { label: 'payments (invoice list)', path: getPaymentsPath(), headers: read },
    { label: 'customer info', path: getCustomerInfoPath(), headers: read },
  ];
}

/**
 * The load generator, plain node in its own process (as in bench-server.ts): every connection
 * sends its next request when the last is answered, starting at its own place in the mix; each
 * answer's time from send to last byte is kept once the warm-up is over.
 */
const loadScript = String.raw`
const http = require('node:http');
const [base, targets, connections, seconds, warmup] = [new URL(process.env.T), JSON.parse(process.env.M), Number(process.env.C), Number(process.env.S), Number(process.env.W)];
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const byLabel = {};
const errors = {};
let start = 0, end = 0;
const warmupEnd = performance.now() + warmup * 1000;
const once = (target) => new Promise((done) => {
  const sent = performance.now();
  const req = http.request({ host: base.hostname, port: base.port, path: target.path, agent, headers: target.headers }, (res) => {
    res.on('data', () => {});
    res.on('end', () => {
      const now = performance.now();
      if (start > 0 && now <= end) {
        if (res.statusCode === 200) { latencies.push(now - sent); (byLabel[target.label] ||= []).push(now - sent); }
        else errors[target.label + ' ' + res.statusCode] = (errors[target.label + ' ' + res.statusCode] || 0) + 1;
      }
      done();
    });
  });
  req.on('error', (error) => { errors[target.label + ' ' + error.code] = (errors[target.label + ' ' + error.code] || 0) + 1; setTimeout(done, 10); });
  req.end();
});
async function loop(index) {
  let next = index;
  while (start === 0 || performance.now() < end) {
    if (start === 0 && performance.now() > warmupEnd) { start = performance.now(); end = start + seconds * 1000; }
    await once(targets[next++ % targets.length]);
  }
}
Promise.all(Array.from({ length: connections }, (_, i) => loop(i))).then(() => {
  const at = (values, p) => values.length ? values[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)] : NaN;
  const figures = (values) => { values.sort((a, b) => a - b); return { perSecond: values.length / seconds, p50: at(values, 0.5), p90: at(values, 0.9), p99: at(values, 0.99) }; };
  const labels = Object.fromEntries(Object.entries(byLabel).map(([label, values]) => [label, figures(values)]));
  process.stdout.write(JSON.stringify({ ...figures(latencies), labels, errors }));
  agent.destroy();
});
`;

interface Figures {
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
}

interface Run extends Figures {
  /** The same figures per request of the mix. */
  labels: Record<string, Figures>;
  errors: Record<string, number>;
}

async function load(webUrl: string, targets: Target[], warmupSeconds: number): Promise<Run> {
  return runLoadProcess<Run>(loadScript, {
    T: webUrl,
    M: JSON.stringify(targets),
    C: String(connections),
    S: String(seconds),
    W: String(warmupSeconds),
  });
}

/** The persona's session cookies as one Cookie header, from a browser that logged in. */
async function sessionCookie(stack: Stack): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const context = await browser.newContext();
    await logIn(context, stack, country);
    const cookies = await context.cookies(stack.webUrl);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The sandbox in a process of its own (bench/sandbox-process.ts). */
async function startSandbox(): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/bench/sandbox-process.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('listening')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close };
}

/** The web server in this process and the sandbox in its own. */
async function startApart(): Promise<Stack & { close(): Promise<void> }> {
  const sandbox = await startSandbox();
  try {
    const server = await startWebServer({
      buildDir: clientDir,
      apiOrigin: sandbox.url,
      port: 0,
      local: true,
      rateLimits: e2eRateLimits,
    });
    return {
      webUrl: server.url.replace(/\/$/, ''),
      apiUrl: sandbox.url,
      async close() {
        await server.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Each mix request once: it must answer 200 before its speed means anything. */
async function checkMix(stack: Stack, targets: Target[]): Promise<void> {
  for (const target of targets) {
    const answer = await fetch(`${stack.webUrl}${target.path}`, {
      headers: target.headers,
      redirect: 'manual',
    });
    await answer.arrayBuffer();
    if (answer.status !== 200)
      throw new Error(`${target.label} (${target.path}) answered ${answer.status}, not 200`);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

function line(label: string, run: Figures, width = 8): string {
  return `   ${label.padEnd(width)} ${String(Math.round(run.perSecond)).padStart(6)} req/s  p50 ${ms(run.p50)}  p90 ${ms(run.p90)}  p99 ${ms(run.p99)}`;
}

ensureBuild();
const stack = sameProcess ? await startStack() : await startApart();
try {
  const targets = mix(await sessionCookie(stack));
  await checkMix(stack, targets);
  console.log(
    `Load: ${connections} connections, ${stack.webUrl}, mix of ${targets.map((t) => t.label).join(', ')}`,
  );
  console.log(
    sameProcess
      ? '   the sandbox in the web server process (BENCH_SANDBOX=same-process)'
      : '   the sandbox in a process of its own, answer checks off',
  );
  console.log(`   ${runs} runs of ${seconds} s, the first after a warm-up of 2 s`);
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await load(stack.webUrl, targets, run === 0 ? 2 : 0.5);
    results.push(result);
    console.log(line(`run ${run + 1}`, result));
    for (const [what, count] of Object.entries(result.errors))
      console.log(`     not 200: ${what} x ${count}`);
  }
  const summary = {
    perSecond: median(results.map((r) => r.perSecond)),
    p50: median(results.map((r) => r.p50)),
    p90: median(results.map((r) => r.p90)),
    p99: median(results.map((r) => r.p99)),
  };
  console.log(line('median', summary));
  // Where the time goes: each request of the mix in the run with the median p99.
  const middle = [...results].sort((a, b) => a.p99 - b.p99)[Math.floor(results.length / 2)];
  for (const [label, figures] of Object.entries(middle?.labels ?? {}))
    console.log(line(`  ${label}`, figures, 26));
  console.log(
    `   goal p99 < ${goalP99Ms} ms: ${summary.p99 < goalP99Ms ? 'ok' : 'OVER'} (${summary.p99.toFixed(1)} ms)`,
  );
} finally {
  await stack.close();
}
