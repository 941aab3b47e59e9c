/**
 * Opens every story of the built Storybook (storybook-static/) in chromium, in each country, and
 * finds console errors, uncaught exceptions, an empty story, a page in the wrong language and,
 * with axe, every WCAG 2.2 AA violation. `npm test` runs it with axe after `npm run
 * build-storybook` (tests/e2e/storybook-axe.test.ts); `npx tsx .storybook/check-built.ts [--axe]`
 * runs it alone.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { countryCodes, countryLocale, type CountryCode } from '../generated/countries/index.js';

const root = join(import.meta.dirname, '..', 'storybook-static');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The words a story must show in each language: the login link of the logged-out header. */
const EXPECTED: Record<string, Record<CountryCode, string>> = {
  'shell-header--logged-out': {
    se: 'Logga in',
    no: 'Logg inn',
    fi: 'Kirjaudu sisään',
    dk: 'Log ind',
  },
};

function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

async function storyIds(): Promise<string[]> {
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** The outcome of showing one story: Storybook's render events, on the preview's channel. */
type Outcome = 'rendered' | 'errored';

/**
 * The browser-side script that shows a story and resolves with its outcome. A string: tsx would
 * wrap a function's inner names in a helper that does not exist in the page.
 */
const showStory = (storyId: string) => `new Promise((resolve) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const events = {
    storyRendered: 'rendered',
    storyErrored: 'errored',
    storyThrewException: 'errored',
    storyMissing: 'errored',
    playFunctionThrewException: 'errored',
  };
  const listeners = Object.entries(events).map(([event, outcome]) => {
    const listener = () => {
      for (const [name, added] of listeners) channel.off(name, added);
      resolve(outcome);
    };
    channel.on(event, listener);
    return [event, listener];
  });
  channel.emit('setCurrentStory', { storyId: ${JSON.stringify(storyId)}, viewMode: 'story' });
})`;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe, as the app's e2e pages are checked. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules about the document rather than a component: Storybook's iframe is the document here (its
 * title, language and skip link are not the app's, which the app's own e2e pages check).
 */
const DOCUMENT_RULES = [
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'bypass',
  'meta-refresh',
  'meta-viewport',
];

/**
 * axe-core's own script, put into the preview once per page load (an init script) rather than
 * by @axe-core/playwright at every check, which injects its 500 kB anew each time.
 */
const axeSource = async () =>
  readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What the story shows once its effects settled (alerts arrive, dialogs open and fade in: axe
 * measures contrast through opacity): its text, the page's language and, with axe, one line per
 * violation. Meanwhile the page's DOM changes are counted over at least a short quiet spell,
 * overlapping axe's run: a story (or component) that keeps re-rendering, e.g. an effect reopening
 * a dialog whenever the overlay stack changes, shows up as changes that never stop.
 */
const SETTLE_MS = 100;
const QUIET_MS = 300;
const MAX_QUIET_CHANGES = 20;
const checkShownStory = (withAxe: boolean) => `(async () => {
  const started = performance.now();
  let changes = 0;
  const observer = new MutationObserver((records) => (changes += records.length));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await pause(${SETTLE_MS});
  const short = document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end) && end <= 1000;
  });
  await Promise.allSettled(short.map((animation) => animation.finished));
  const violations = ${withAxe}
    ? (await window.axe.run(document, {
        runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} },
        rules: Object.fromEntries(${JSON.stringify(DOCUMENT_RULES)}.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      })).violations
    : [];
  await pause(${QUIET_MS} - (performance.now() - started));
  observer.disconnect();
  return {
    changes,
    text: document.getElementById('storybook-root')?.innerText ?? '',
    lang: document.documentElement.lang,
    violations: violations.map(
      (violation) => 'axe ' + violation.id + ': ' + violation.nodes.map((node) => node.target.join(' ')).join(', '),
    ),
  };
})()`;

/** A page of the preview with the recording of its console errors and exceptions. */
interface PreviewPage {
  readonly page: Page;
  /** What went wrong since the last story began. */
  problems: string[];
}

async function openPreviewPage(browser: Browser, axe: string | null): Promise<PreviewPage> {
  // A context of its own: each page keeps its storage (the stored cookie choice) apart.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (axe) await page.addInitScript({ content: axe });
  const preview: PreviewPage = { page, problems: [] };
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico by itself; the built Storybook has none at the root.
    const { url } = message.location();
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) {
      // The resource is named: "Failed to load resource" alone does not say which.
      const resource = /^Failed to load resource/.test(message.text()) ? ` (${url})` : '';
      preview.problems.push(`console: ${message.text()}${resource}`);
    }
  });
  page.on('pageerror', (error) => preview.problems.push(`exception: ${error.message}`));
  // A story's full page load (the logged-in frame sends a visitor without a session to the
  // login page, an error page reloads) is answered 204, which keeps the story where it is.
  await page.route(
    (url) => url.pathname !== '/iframe.html',
    (route) =>
      route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
        ? route.fulfill({ status: 204 })
        : route.fallback(),
  );
  return preview;
}

/**
 * Checks every story in one country on a page. The preview loads once and switches stories over
 * its channel, as Storybook's own test runner does: loading the preview bundle per story would
 * take seconds each.
 */
async function checkCountry(
  preview: PreviewPage,
  base: string,
  ids: string[],
  country: CountryCode,
  withAxe: boolean,
) {
  const { page } = preview;
  const open = async (id: string) => {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=country:${country}`);
    await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
  };
  const failures: string[] = [];
  const [first] = ids;
  if (first) await open(first);
  for (const id of ids) {
    preview.problems = [];
    const outcome = (await page.evaluate(showStory(id)).catch(async (error: unknown) => {
      // A story may leave the preview (the error page's reload button, a full page load of the
      // app's links): the preview opens afresh on the next story.
      if (!String(error).includes('Execution context was destroyed')) throw error;
      await open(id);
      preview.problems = [];
      return page.evaluate(showStory(id));
    })) as Outcome;
    const problems = preview.problems;
    if (outcome === 'errored') problems.push('the story failed to render');
    const { changes, text, lang, violations } = (await page.evaluate(checkShownStory(withAxe))) as {
      changes: number;
      text: string;
      lang: string;
      violations: string[];
    };
    if (changes > MAX_QUIET_CHANGES) problems.push(`${changes} DOM changes in ${QUIET_MS} ms`);
    if (lang !== 'en' && lang !== countryLocale[country]) problems.push(`lang is ${lang}`);
    const expected = EXPECTED[id]?.[country];
    if (expected && !text.includes(expected)) problems.push(`missing "${expected}"`);
    problems.push(...violations);
    if (problems.length) failures.push(`✗ ${id} (${country})\n  ${problems.join('\n  ')}`);
  }
  return failures;
}

export interface StoriesChecked {
  /** One line per story and country that failed, with what was wrong. */
  readonly failures: string[];
  readonly stories: number;
}

export interface CheckOptions {
  /** Run axe's WCAG 2.2 AA rules on every story too. */
  readonly axe: boolean;
  /**
   * Pages checking at once. Most of a story's check is waiting (its effects, the quiet spell),
   * so a 2-core machine keeps more pages than cores busy.
   */
  readonly pages?: number;
}

/** Checks every built story in every country, in the given browser (axe too if asked). */
export async function checkBuiltStories(
  browser: Browser,
  { axe, pages = 8 }: CheckOptions,
): Promise<StoriesChecked> {
  const server = await serve();
  try {
    const ids = await storyIds();
    const source = axe ? await axeSource() : null;
    // The stories of each country in as many parts as there are pages per country, so every
    // page has work until the end; a page takes the next part when done with one.
    const size = Math.ceil(ids.length / Math.max(1, Math.ceil(pages / countryCodes.length)));
    const waiting = countryCodes.flatMap((country) =>
      Array.from({ length: Math.ceil(ids.length / size) }, (_, part) => ({
        country,
        ids: ids.slice(part * size, (part + 1) * size),
      })),
    );
    const failures: string[] = [];
    const worker = async () => {
      const preview = await openPreviewPage(browser, source);
      try {
        for (let next = waiting.shift(); next; next = waiting.shift()) {
          failures.push(...(await checkCountry(preview, server.url, next.ids, next.country, axe)));
        }
      } finally {
        await preview.page.context().close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(pages, waiting.length) }, worker));
    return { failures, stories: ids.length };
  } finally {
    server.close();
  }
}
