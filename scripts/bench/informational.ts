/**
 * The informational pages for `npm run bench:web` (issue 20, docs/decisions/0024): the pages that
 * ship no framework, each with the JavaScript the browser fetched until the network was quiet
 * (budget 15 KB gzip) and its Lighthouse mobile performance (target 100). bench-web.ts measures
 * them with the other public pages; this module names them and judges them.
 */
import type { RouteName } from '../../generated/routes/table.js';
import { frameworkFreeRoutes } from '../../runtime/shared/routing/framework-free.js';

export const informationalBudget = { browserJsKb: 15, performance: 100 } as const;

/** The routes to score with Lighthouse besides the ones bench-web.ts scores. */
export const informationalRoutes: readonly RouteName[] = frameworkFreeRoutes();

interface Measured {
  readonly route: RouteName;
  readonly path: string;
  readonly browserJsKb: number;
  readonly performance: number;
  /** Whether the page draws an island (docs/decisions/0026): then it is not informational. */
  readonly island: boolean;
}

/** The report's lines: one per informational page measured, with its verdicts. */
export function informationalReport(figures: readonly Measured[]): string[] {
  const lines = [
    `\ninformational pages (no framework; JS fetched <= ${informationalBudget.browserJsKb} KB gzip, Lighthouse performance ${informationalBudget.performance})`,
  ];
  for (const f of figures.filter(
    (figure) => informationalRoutes.includes(figure.route) && !figure.island,
  )) {
    const jsOk = f.browserJsKb <= informationalBudget.browserJsKb;
    const perfOk = f.performance >= informationalBudget.performance;
    lines.push(
      `  ${f.path.padEnd(40)} JS ${f.browserJsKb.toFixed(1).padStart(5)} KB ${jsOk ? 'ok' : 'OVER BUDGET'}   performance ${String(f.performance).padStart(3)} ${perfOk ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  return lines;
}
