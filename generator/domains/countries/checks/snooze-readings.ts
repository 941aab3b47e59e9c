import type { Model, Problem } from '../../../core/types.js';
import { countryFiles, isObject } from '../source.js';

/**
 * Where the spec gives several readings of the snooze days, the file records them all and picks
 * one; the pick must be one of them, so a choice is always traceable to the spec.
 */
export function checkSnoozeReadings(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    const snooze = data.snooze;
    if (!isObject(snooze) || !Array.isArray(snooze.days) || !Array.isArray(snooze.readings))
      continue;
    const days = snooze.days.map(Number);
    if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) {
      problems.push({
        file,
        path: ['snooze', 'days'],
        message: `[${days.join(', ')}] is not in order`,
        expected: 'the days shortest first, each once',
      });
      continue;
    }
    const readings = snooze.readings
      .map((r) => (isObject(r) && Array.isArray(r.days) ? r.days.map(Number) : []))
      .map((d) => d.join(', '));
    if (!readings.includes(days.join(', '))) {
      problems.push({
        file,
        path: ['snooze', 'days'],
        message: `[${days.join(', ')}] is not one of the readings`,
        expected: `one of ${readings.map((r) => `[${r}]`).join(' or ')}, or add the reading it comes from`,
      });
    }
  }
  return problems;
}
