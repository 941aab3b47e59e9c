/**
 * Pages for the e2e tests: every test gets its own browser context (cookies, storage and
 * viewport of its own) in the one chromium the global setup started. A failing test leaves a
 * screenshot (and, with E2E_TRACE=1, a Playwright trace) in the artifacts folder.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, inject, onTestFinished, type TestContext } from 'vitest';
import type { CountryCode } from '../../../generated/countries/index.js';
import { STORAGE_KEYS } from '../../../runtime/shared/platform/storage.js';
import type { Consent } from '../../../runtime/shared/tracking/consent.js';

export type Viewport = 'mobile' | 'tablet' | 'desktop' | 'zoomed';

/**
 * A small phone (spec breakpoint 22.5em and below is mobile), a tablet held upright (up to 62em
 * is tablet), a common laptop, and a 1280 × 1024 window zoomed to 400 % (WCAG 1.4.10 Reflow's
 * 320 CSS px: four device pixels to the CSS pixel).
 */
export const viewports: Record<Viewport, BrowserContextOptions> = {
  mobile: {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  tablet: {
    viewport: { width: 768, height: 1024 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
  zoomed: { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
};

/** Where failure screenshots and traces go; printed with every failure. */
export const artifactsDir = process.env['E2E_ARTIFACTS'] ?? join(tmpdir(), 'selfservice-e2e');
const tracing = process.env['E2E_TRACE'] === '1';

let connection: Promise<Browser> | undefined;
/** This file's connection to the run's one chromium. */
export function browser(): Promise<Browser> {
  connection ??= chromium.connect(inject('browserEndpoint'));
  return connection;
}
afterAll(async () => {
  // Disconnects this file's connection; the browser itself belongs to the global setup.
  if (connection) await (await connection).close();
});

export const webUrl = (): string => inject('webUrl');

export interface OpenedPage {
  readonly page: Page;
  /** The answer to the navigation (after redirects), null for same-document navigations. */
  readonly response: Response | null;
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
  /** The console's Content-Security-Policy reports (also counted in errors when they are errors). */
  readonly cspViolations: string[];
}

export interface OpenOptions {
  /** A path relative to the country (`about-us`, '' for home) is put under `/<country>`. */
  readonly country?: CountryCode;
  readonly viewport?: Viewport;
  /** The test's context: needed for concurrent tests so cleanup attaches to the right test. */
  readonly test?: TestContext;
  /**
   * The cookie choice already made, as for a returning visitor (no banner); unset: a first visit.
   */
  readonly consent?: Consent;
  /** Stop waiting at `load` instead of the network going quiet (for pages that keep polling). */
  readonly waitUntil?: 'load' | 'networkidle';
}

export function urlOf(path: string, country?: CountryCode): string {
  // A full URL is taken as it is (a second web server of a test's own).
  if (/^https?:\/\//.test(path)) return path;
  const absolute = path.startsWith('/') ? path : `/${country ?? 'se'}${path ? `/${path}` : ''}`;
  return `${webUrl()}${absolute}`;
}

const fileSafe = (name: string) => name.replace(/[^a-z0-9._-]+/gi, '_').slice(0, 120);

/**
 * Starts recording the page's console errors, uncaught exceptions and CSP reports; `stop` ends
 * the recording (for a page that goes on to another test).
 */
export function recordErrors(page: Page): {
  errors: string[];
  cspViolations: string[];
  stop(): void;
} {
  const errors: string[] = [];
  const cspViolations: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) cspViolations.push(text);
    if (message.type() === 'error')
      // The resource is named: "Failed to load resource" alone does not say which.
      errors.push(
        `console.error: ${text}${/^Failed to load resource/.test(text) ? ` (${message.location().url})` : ''}`,
      );
  };
  const onError = (error: Error) => errors.push(`uncaught: ${error.stack ?? error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    cspViolations,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/** After a failed test: a screenshot of the page (and the trace with E2E_TRACE=1). */
export async function saveFailureArtifacts(
  test: TestContext,
  page: Page,
  viewport: Viewport,
): Promise<void> {
  if (test.task.result?.state !== 'fail') return;
  mkdirSync(artifactsDir, { recursive: true });
  const base = join(artifactsDir, `${fileSafe(test.task.name)}-${viewport}-${Date.now()}`);
  await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
  if (tracing)
    await page
      .context()
      .tracing.stop({ path: `${base}.zip` })
      .catch(() => {});
  console.log(`[e2e] failure artifacts: ${base}.*`);
}

/** A browser context of its own (a new session), with the cookie choice made if named. */
export async function newContext(viewport: Viewport, consent?: Consent): Promise<BrowserContext> {
  const context = await (await browser()).newContext(viewports[viewport]);
  if (tracing) await context.tracing.start({ screenshots: true, snapshots: true });
  if (consent) {
    // Before any script of the page runs, so the app starts with the choice made.
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE_KEYS.consent,
      consent,
    ] as const);
  }
  return context;
}

export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const viewport = options.viewport ?? 'desktop';
  const context = await newContext(viewport, options.consent);
  const page = await context.newPage();
  const { errors, cspViolations } = recordErrors(page);

  const finished = async (test: TestContext) => {
    await saveFailureArtifacts(test, page, viewport);
    await context.close();
  };
  if (options.test) options.test.onTestFinished(finished);
  else onTestFinished(finished);

  const response = await page.goto(urlOf(path, options.country), {
    waitUntil: options.waitUntil ?? 'networkidle',
  });
  return { page, response, errors, cspViolations };
}

/**
 * Warm pages, for checks that only read a public page as a first-time visitor sees it
 * (public-pages.test.ts). A fresh browser context costs chromium about three times the CPU of the
 * same page load in a context that has loaded the app before (a new renderer process, cold HTTP
 * and code caches), and with hundreds of such checks that CPU was most of the run. Each check
 * borrows a page no other check is using, emptied of cookies and storage first, so it starts as
 * a first visit with only the app's files already cached.
 */
const idle = new Map<Viewport, Page[]>();

async function borrow(viewport: Viewport): Promise<Page> {
  const page = idle.get(viewport)?.pop();
  if (page) {
    // Nothing of the previous check's visit: no cookie, no stored choice (the document is still
    // the previous page's, on the same origin, so its storage is this origin's).
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    return page;
  }
  const context = await (await browser()).newContext(viewports[viewport]);
  return context.newPage();
}

/** Opens `path` as a first visit in a warm page; the page goes back to the pool after the test. */
export async function openWarmPage(
  path: string,
  options: { viewport: Viewport; test: TestContext },
): Promise<OpenedPage> {
  const { viewport, test } = options;
  const page = await borrow(viewport);
  const recording = recordErrors(page);
  test.onTestFinished(async (finished) => {
    recording.stop();
    await saveFailureArtifacts(finished, page, viewport);
    // A page that failed a check may be in any state: it is not lent again.
    if (finished.task.result?.state === 'fail') await page.context().close();
    else idle.set(viewport, [...(idle.get(viewport) ?? []), page]);
  });
  const response = await page.goto(urlOf(path), { waitUntil: 'networkidle' });
  return { page, response, errors: recording.errors, cspViolations: recording.cspViolations };
}
