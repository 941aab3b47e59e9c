import type { Check, Problem } from '../../../core/types.js';
import { codesOf, countryFilesOf } from '../sources.js';

/**
 * The contract types snooze days with table snoozeDays (SnoozePossibility, SnoozeRequest), so every
 * day a country offers (countries/<cc>.yaml `snooze.days`) must be a code of it, or the app would
 * reject the provider's answer for that country.
 */
export const countrySnoozeDays: Check = (model) => {
  const table = codesOf(model)?.data.tables.snoozeDays;
  if (!table) return [];
  const known = table.codes.map((c) => c.code);
  const problems: Problem[] = [];
  for (const file of countryFilesOf(model).values()) {
    const snooze = (file.data as { snooze?: { days?: unknown } }).snooze;
    if (!Array.isArray(snooze?.days)) continue;
    snooze.days.forEach((day: unknown, i) => {
      if (known.includes(day as number)) return;
      problems.push({
        file: file.path,
        path: ['snooze', 'days', i],
        message: `${JSON.stringify(day)} days is not a code of table snoozeDays in schema/codes.yaml`,
        expected: `one of ${known.join(', ')}, or add it to the table`,
      });
    });
  }
  return problems;
};
