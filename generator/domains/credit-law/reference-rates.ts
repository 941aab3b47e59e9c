import type { Problem } from '../../core/types.js';
import { CREDIT_LAW_PATH, type ReferenceRate } from './source.js';

/** The reference rate that applies on the day: the last period that began on or before it. */
export function referenceRateOn(reference: ReferenceRate | undefined, day: string) {
  const started = (reference?.periods ?? []).filter((p) => p.from <= day);
  return started.sort((a, b) => a.from.localeCompare(b.from)).at(-1);
}

/** The day six months after an ISO date: when a half-yearly rate has been replaced. */
function sixMonthsAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 6);
  return date.toISOString().slice(0, 10);
}

/**
 * The reference rates are set every half-year: when the newest one listed is six months old, the
 * caps built on it are checked against an old rate, so staff are told to add the new one.
 */
export function staleReferenceRates(
  referenceRates: Record<string, ReferenceRate>,
  countries: ReadonlySet<string>,
  day: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [country, reference] of Object.entries(referenceRates)) {
    if (!countries.has(country)) continue;
    const newest = referenceRateOn(reference, day);
    if (!newest || sixMonthsAfter(newest.from) > day) continue;
    problems.push({
      file: CREDIT_LAW_PATH,
      path: ['referenceRates', country, 'periods', reference.periods.indexOf(newest)],
      message: `${reference.name} from ${sixMonthsAfter(newest.from)} is not listed: the caps of ${country} are checked against the rate from ${newest.from} (${newest.rate} %)`,
      expected: `the rate published for the half-year from ${sixMonthsAfter(newest.from)} (${reference.source})`,
      severity: 'warning',
    });
  }
  return problems;
}
