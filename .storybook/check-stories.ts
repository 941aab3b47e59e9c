/**
 * Opens every story of the built Storybook (storybook-static/) in chromium, in each country, and
 * finds console errors, uncaught exceptions, an empty story, a page in the wrong language and,
 * with axe, every WCAG 2.2 AA violation. `npm test` runs it with axe after `npm run
 * build-storybook` (tests/e2e/storybook-axe.test.ts); `npx tsx .storybook/check-built.ts [--axe]`
 * runs it alone.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
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

/**
 * Counts the page's DOM changes over a short quiet spell after the story settled: a story (or
 * component) that keeps re-rendering, e.g. an effect reopening a dialog whenever the overlay
 * stack changes, shows up as changes that never stop.
 */
const QUIET_MS = 300;
const MAX_QUIET_CHANGES = 20;
const changesWhileQuiet = `new Promise((resolve) => {
  let changes = 0;
  const observer = new MutationObserver((records) => (changes += records.length));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  setTimeout(() => { observer.disconnect(); resolve(changes); }, ${QUIET_MS});
})`;

/**
 * Checks every story in one country's page. The preview loads once and switches stories over
 * its channel, as Storybook's own test runner does: loading the preview bundle per story would
 * take seconds each.
 */
async function checkCountry(
  browser: Browser,
  base: string,
  ids: string[],
  country: CountryCode,
  withAxe: boolean,
) {
  // A context of its own: axe needs one, and each country keeps its storage apart.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let problems: string[] = [];
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico by itself; the built Storybook has none at the root.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  const failures: string[] = [];
  // A story's full page load (the logged-in frame sends a visitor without a session to the
  // login page, an error page reloads) is answered 204, which keeps the story where it is.
  await page.route(
    (url) => url.pathname !== '/iframe.html',
    (route) =>
      route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
        ? route.fulfill({ status: 204 })
        : route.fallback(),
  );
  const open = async (id: string) => {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=country:${country}`);
    await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
  };
  const [first] = ids;
  if (first) await open(first);
  for (const id of ids) {
    problems = [];
    const outcome = (await page.evaluate(showStory(id)).catch(async (error: unknown) => {
      // A story may leave the preview (the error page's reload button, a full page load of the
      // app's links): the preview opens afresh on the next story.
      if (!String(error).includes('Execution context was destroyed')) throw error;
      await open(id);
      problems = [];
      return page.evaluate(showStory(id));
    })) as Outcome;
    // Effects settle: alerts arrive, dialogs open (their focus moves in later; no check needs it).
    await page.waitForTimeout(150);
    if (outcome === 'errored') problems.push('the story failed to render');
    const changes = (await page.evaluate(changesWhileQuiet)) as number;
    if (changes > MAX_QUIET_CHANGES) problems.push(`${changes} DOM changes in ${QUIET_MS} ms`);
    const text = await page.locator('#storybook-root').innerText();
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'en' && lang !== countryLocale[country]) problems.push(`lang is ${lang}`);
    const expected = EXPECTED[id]?.[country];
    if (expected && !text.includes(expected)) problems.push(`missing "${expected}"`);
    if (withAxe) {
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const violation of result.violations) {
        const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        problems.push(`axe ${violation.id}: ${where}`);
      }
    }
    if (problems.length) failures.push(`✗ ${id} (${country})\n  ${problems.join('\n  ')}`);
  }
  await context.close();
  return failures;
}

export interface StoriesChecked {
  /** One line per story and country that failed, with what was wrong. */
  readonly failures: string[];
  readonly stories: number;
}

/** Checks every built story in every country, in the given browser (axe too if asked). */
export async function checkBuiltStories(
  browser: Browser,
  withAxe: boolean,
): Promise<StoriesChecked> {
  const server = await serve();
  try {
    const ids = await storyIds();
    const results = await Promise.all(
      countryCodes.map((country) => checkCountry(browser, server.url, ids, country, withAxe)),
    );
    return { failures: results.flat(), stories: ids.length };
  } finally {
    server.close();
  }
}
