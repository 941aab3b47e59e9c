/**
 * The informational pages for `npm run bench:web` (issue 20, docs/decisions/0024): the pages that
 * ship no framework, each with the JavaScript the browser fetched until the network was quiet
 * (budget 15 KB gzip) and its Lighthouse mobile performance (target 100). bench-web.ts measures
 * them with the other public pages; this module names them and judges them.
 */
import type { RouteName } from '../../generated/routes/table.js';
import { ISLAND_NAMES } from '../../runtime/shared/islands/island-element.js';
import { frameworkFreeRoutes } from '../../runtime/shared/routing/framework-free.js';

export const informationalBudget = { browserJsKb: 15, performance: 100 } as const;

/** The pages without the framework and without an island (docs/decisions/0026). */
export const informationalRoutes: readonly RouteName[] = frameworkFreeRoutes().filter(
  (route) => !(ISLAND_NAMES as readonly RouteName[]).includes(route),
);

interface Measured {
  readonly route: RouteName;
  readonly path: string;
  readonly browserJsKb: number;
  readonly performance: number;
}

/** The report's lines: one per informational page measured, with its verdicts. */
export function informationalReport(figures: readonly Measured[]): string[] {
  const lines = [
    `\ninformational pages (no framework; JS fetched <= ${informationalBudget.browserJsKb} KB gzip, Lighthouse performance ${informationalBudget.performance})`,
  ];
  for (const f of figures.filter((figure) => informationalRoutes.includes(figure.route))) {
    const jsOk = f.browserJsKb <= informationalBudget.browserJsKb;
    const perfOk = f.performance >= informationalBudget.performance;
    lines.push(
      `  ${f.path.padEnd(40)} JS ${f.browserJsKb.toFixed(1).padStart(5)} KB ${jsOk ? 'ok' : 'OVER BUDGET'}   performance ${String(f.performance).padStart(3)} ${perfOk ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  return lines;
}
