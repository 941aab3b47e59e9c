/**
 * Accessibility check of the page as it stands: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA
 * rules. Fails with one readable line per violation and node, so the report says what to fix
 * without opening a browser.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface Violation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** `rule (impact): help [url]` and the elements it was found on. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    at ${node.target.map(String).join(' > ')}`,
      );
      return [
        `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Waits for the short animations running on the page (a page slide, a dialog fading in) to end:
 * axe measures colour contrast through opacity, so a page caught mid-fade fails contrast it meets
 * once still. Long or endless ones (the 5 s top progress bar) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end) && end <= 1000;
    });
    await Promise.race([
      Promise.allSettled(short.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]);
  });
}

export async function checkA11y(page: Page, options: { exclude?: readonly string[] } = {}) {
  await animationsSettled(page);
  // options() replaces what withTags() would set, so the tags go in here with the result types:
  // violations only, which spares axe building selectors for every passing node (the slow part).
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: [...wcagTags] },
    resultTypes: ['violations'],
  });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // The app draws no frames, and in a page without child frames axe.run in the page finds what
  // runPartial with finishRun finds; finishRun does it in a blank page of its own, a second
  // page (renderer) and a second copy of axe for every check. With frames, the default mode.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  if (violations.length > 0) {
    throw new Error(
      `${violations.length} accessibility violation(s) on ${page.url()}:\n${formatViolations(violations)}`,
    );
  }
}
