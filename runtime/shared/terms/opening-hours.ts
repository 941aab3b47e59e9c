/**
 * Opening hours of the country terms in the page's language: weekday names and clock times come
 * from Intl, so "mon-thu 08:00-16:00" reads "måndag–torsdag 08:00–16:00" in Swedish and
 * "maanantai–torstai 08.00–16.00" in Finnish without a text per day.
 */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface WeeklyHours {
  readonly days: readonly Weekday[];
  readonly opens: string;
  readonly closes: string;
}

export interface HoursRow {
  readonly days: string;
  readonly time: string;
}

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

// 1 January 2024 was a Monday; UTC keeps the names and times free of the build machine's zone.
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));

function dayName(day: Weekday, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' }).format(
    dayDate(day),
  );
}

/** "08:00" (as the terms write it) in the language's clock style. */
export function clockTime(hhmm: string, languageTag: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(languageTag, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** Consecutive days as a range (måndag–fredag), others as a list (måndag och onsdag). */
export function dayLabel(days: readonly Weekday[], languageTag: string): string {
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  const consecutive = WEEK.indexOf(last) - WEEK.indexOf(first) === sorted.length - 1;
  if (sorted.length > 2 && consecutive) {
    return `${dayName(first, languageTag)}–${dayName(last, languageTag)}`;
  }
  return new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(
    sorted.map((d) => dayName(d, languageTag)),
  );
}

export function hoursRows(weekly: readonly WeeklyHours[], languageTag: string): HoursRow[] {
  return weekly.map((w) => ({
    days: dayLabel(w.days, languageTag),
    time: `${clockTime(w.opens, languageTag)}–${clockTime(w.closes, languageTag)}`,
  }));
}

/** Every row in one phrase, for the `{hours}` of the opening-hours sentence. */
export function hoursPhrase(rows: readonly HoursRow[], languageTag: string): string {
  return new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(
    rows.map((r) => `${r.days} ${r.time}`),
  );
}

/** A label that starts a table cell starts with a capital letter. */
export const capitalise = (text: string, languageTag: string): string =>
  text.charAt(0).toLocaleUpperCase(languageTag) + text.slice(1);
