/**
 * Whether React holds a page: the app marks the document it hydrated; a page without the
 * framework has React only on its islands (docs/decisions/0026), each marked as its own root.
 */
import type { Page } from 'playwright-core';

function holds(): boolean {
  const marked = (node: object) =>
    Object.keys(node).some((key) => key.startsWith('__reactContainer$'));
  const islands = [...document.querySelectorAll('[data-island]')];
  return marked(document) || (islands.length > 0 && islands.every(marked));
}

/** Whether React holds the page now. */
export const reactHolds = (page: Page): Promise<boolean> => page.evaluate(holds);

/** Waits until React holds the page: typing before then types into plain HTML. */
export const reactHeld = async (page: Page): Promise<void> => {
  await page.waitForFunction(holds);
};

/** Whether the app (React Router, on the whole document) holds the page. */
export const appHolds = (page: Page): Promise<boolean> =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));

/**
 * The scripts a page fetched, as a page without the framework is checked: the app's (its
 * libraries, shell and route manifest: none should be there), and whether the enhancement script
 * and an island's module came.
 */
export async function scriptsFetched(
  page: Page,
): Promise<{ framework: string[]; enhance: boolean; island: boolean }> {
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return {
    framework: paths.filter((path) => /\/(lib|shell|manifest)-.*\.js$/.test(path)),
    enhance: paths.some((path) => path.startsWith('/assets/enhance-')),
    island: paths.some((path) => path.startsWith('/assets/island-')),
  };
}
