/**
 * `selfservice preview --country no` and its admin page (issue 16), on a copy of the sources in
 * a temporary folder (the repository's own are never edited): an edit of a country term and of
 * a message shows on the open page within 2 s, in place; a bad edit shows its problems over the
 * page with the file and line, and the fix clears them; the persona login, the clock, the
 * toggles and the maintenance switch of the admin page; axe on the preview's own pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { browser as runBrowser } from './support/browser.js';

const repo = resolve(import.meta.dirname, '../..');
/** What the preview runs from: the sources, the generator, the app, the sandbox and the CLI. */
const copied = [
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

let root: string;
let preview: ChildProcess;
let origin: string;
let browser: Browser;
/** What the preview printed, to tell why a test failed. */
let printed = '';

/** The preview's address, once it has printed it. */
function startPreview(): Promise<string> {
  preview = spawn(process.execPath, ['cli/bin.js', 'preview', '--country', 'no'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /preview of no on (http:\/\/\S+)\/no\b/.exec(printed);
      if (found?.[1]) done(found[1]);
    };
    preview.stdout?.on('data', read);
    preview.stderr?.on('data', read);
    preview.once('exit', (code) => fail(new Error(`the preview stopped (${code}):\n${printed}`)));
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'selfservice-preview-'));
  for (const entry of copied) cpSync(join(repo, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  // The last committed version the admin page compares the terms with.
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });
  git('init', '-q');
  git('add', 'countries');
  git('-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', 'commit', '-qm', 'terms');
  origin = await startPreview();
  // The run's one chromium (the global setup's); this file's connection closes with the file.
  browser = await runBrowser();
}, 300_000);

afterAll(async () => {
  if (preview?.pid && preview.exitCode === null) {
    const stopped = new Promise((done) => preview.once('exit', done));
    process.kill(-preview.pid, 'SIGTERM');
    await stopped;
  }
  rmSync(root, { recursive: true, force: true });
});

const terms = () => join(root, 'countries/no.yaml');
const texts = () => join(root, 'content/messages/nb.yaml');

/** Replaces text in a copied source; throws when it is not there (the source changed). */
function edit(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} has no ${from}`);
  writeFileSync(file, source.replace(from, to));
}

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  // The dev server's first page optimizes dependencies and reloads once: wait for the toolbar.
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
  return page;
}

/** Resolves with the milliseconds until the page's main shows every text, or fails at the deadline. */
async function msUntilShown(page: Page, wanted: string[], deadlineMs: number): Promise<number> {
  const start = Date.now();
  const since = printed.length;
  await page
    .waitForFunction(
      (all) => all.every((text) => document.querySelector('main')?.textContent?.includes(text)),
      wanted,
      { timeout: deadlineMs, polling: 50 },
    )
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe preview printed meanwhile:\n${printed.slice(since)}`);
    });
  return Date.now() - start;
}

describe('selfservice preview --country no', () => {
  test(
    'an edited term and message show on the open page within 2 s, in place',
    { timeout: 240_000 },
    async () => {
      const page = await open('/no/payment-options');
      await page.locator('.ap-toolbar').waitFor({ timeout: 120_000 });
      await page.locator('main', { hasText: '29 kr per måned' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 400));
      const scrolled = await page.evaluate(() => window.scrollY);

      edit(
        terms(),
        'kontoAdmin:\n    available: true\n    amount: 29',
        'kontoAdmin:\n    available: true\n    amount: 47',
      );
      edit(
        texts(),
        'page.paymentOptions.intro: Hos oss velger du',
        'page.paymentOptions.intro: Nå velger du',
      );
      const ms = await msUntilShown(page, ['47\u00a0kr per måned', 'Nå velger du'], 2_000);
      expect(ms).toBeLessThanOrEqual(2_000);
      expect(new URL(page.url()).pathname).toBe('/no/payment-options');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.close();
    },
  );

  test(
    'a bad edit shows its problems over the page; the fix clears them',
    { timeout: 240_000 },
    async () => {
      const page = await open('/no/payment-options');
      await page.locator('.ap-toolbar').waitFor({ timeout: 120_000 });
      const line =
        readFileSync(terms(), 'utf8')
          .split('\n')
          .findIndex((l) => l.includes('amount: 47')) + 1;
      edit(terms(), 'amount: 47', 'amount: lots');
      const overlay = page.locator('.ap-overlay[role="alert"]');
      await overlay.waitFor({ timeout: 10_000 });
      await expect.poll(() => overlay.textContent()).toContain(`countries/no.yaml:${line}:`);
      expect(await overlay.textContent()).toContain('fees.kontoAdmin.amount');
      // The last good version stays.
      expect(await page.locator('main').textContent()).toContain('47\u00a0kr per måned');
      await checkA11y(page);
      edit(terms(), 'amount: lots', 'amount: 47');
      await overlay.waitFor({ state: 'detached', timeout: 10_000 });
      await page.close();
    },
  );

  test(
    "another country's page says it is not part of the preview",
    { timeout: 120_000 },
    async () => {
      const page = await open('/se/payment-options');
      await page.locator('h1', { hasText: 'Ikke en del av denne forhåndsvisningen' }).waitFor();
      await checkA11y(page);
      await page.close();
    },
  );

  test(
    'the admin page: terms against the last commit, toggles, clock, maintenance',
    { timeout: 240_000 },
    async () => {
      const page = await open('/no/preview/admin');
      await page.locator('h1', { hasText: 'Adminforhåndsvisning' }).waitFor({ timeout: 120_000 });
      // The edit of the first test, marked against the committed 29 kr.
      const changed = page.locator('tr.ap-changed', { hasText: 'fees.kontoAdmin.amount' });
      await expect.poll(() => changed.textContent(), { timeout: 30_000 }).toContain('47\u00a0kr');
      expect(await changed.textContent()).toContain('29\u00a0kr');

      const mobilepay = page.getByRole('checkbox', { name: 'mobilepay' });
      await mobilepay.check();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('featureToggles')))
        .toContain('"mobilepay":true');

      const clock = page.locator('[data-clock]');
      await clock.waitFor();
      const before = Date.parse((await clock.getAttribute('data-clock')) ?? '');
      await page.getByRole('button', { name: '+7 dager' }).click();
      await expect
        .poll(async () => Date.parse((await clock.getAttribute('data-clock')) ?? '') - before)
        .toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
      await page.getByRole('button', { name: 'Tilbake til virkelig tid' }).click();

      const maintenance = page.getByRole('checkbox', { name: 'Vis vedlikeholdsmeldingen' });
      await maintenance.check();
      await expect
        .poll(() => page.evaluate(() => fetch('/__preview/maintenance').then((r) => r.json())))
        .toMatchObject({ on: true });
      await maintenance.uncheck();
      await expect
        .poll(() => page.evaluate(() => fetch('/__preview/maintenance').then((r) => r.json())))
        .toMatchObject({ on: false });

      expect(await page.locator('a[href="/no/app"]').count()).toBe(1);
      await checkA11y(page);
      await page.close();
    },
  );

  test('logs in as a persona in one click', { timeout: 240_000 }, async () => {
    const page = await open('/no/preview/admin');
    await page
      .getByRole('button', { name: 'Logg inn som Ola Nordmann' })
      .click({ timeout: 120_000 });
    await page.waitForURL(`${origin}/no/app`, { timeout: 60_000 });
    const session = await page.evaluate(() => fetch('/session').then((r) => r.json()));
    expect(session).toMatchObject({ loggedIn: true, country: 'no' });
    // No token for page JavaScript: the session cookie is HttpOnly.
    expect(await page.evaluate(() => document.cookie)).not.toContain('__Host-session');
    await page.close();
  });
});
