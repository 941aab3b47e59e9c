/**
 * Opening hours of the country terms in the page's language: weekday names and clock times come
 * from Intl, so "mon-thu 08:00-16:00" reads "måndag–torsdag 08:00–16:00" in Swedish without a
 * text per day. Where a language writes hours otherwise than Intl's defaults, its style says so:
 * Finnish writes "ma–to klo 8–16 ja pe klo 8–14" (Kotus), short day names in running text, "klo"
 * before the times and whole hours without ".00".
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

interface HoursStyle {
  /** How the days are named in the sentence (the table names them in full). */
  readonly phraseWeekday: 'long' | 'short';
  /** The word before the times in the sentence. */
  readonly clockWord: string;
  /** A whole hour is written without its minutes (8, not 08.00). */
  readonly wholeHours: boolean;
}

const INTL_STYLE: HoursStyle = { phraseWeekday: 'long', clockWord: '', wholeHours: false };
const STYLES: Readonly<Record<string, HoursStyle>> = {
  fi: { phraseWeekday: 'short', clockWord: 'klo ', wholeHours: true },
};
const styleOf = (languageTag: string): HoursStyle =>
  STYLES[languageTag.split('-')[0] ?? ''] ?? INTL_STYLE;

// 1 January 2024 was a Monday; UTC keeps the names and times free of the build machine's zone.
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));

function dayName(day: Weekday, languageTag: string, weekday: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(languageTag, { weekday, timeZone: 'UTC' }).format(dayDate(day));
}

/** "08:00" (as the terms write it) in the language's clock style. */
export function clockTime(hhmm: string, languageTag: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const whole = styleOf(languageTag).wholeHours;
  return new Intl.DateTimeFormat(languageTag, {
    hour: whole ? 'numeric' : '2-digit',
    ...(whole && minutes === 0 ? {} : { minute: '2-digit' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** Consecutive days as a range (måndag–fredag), others as a list (måndag och onsdag). */
export function dayLabel(
  days: readonly Weekday[],
  languageTag: string,
  weekday: 'long' | 'short' = 'long',
): string {
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  const consecutive = WEEK.indexOf(last) - WEEK.indexOf(first) === sorted.length - 1;
  if (sorted.length > 2 && consecutive) {
    return `${dayName(first, languageTag, weekday)}–${dayName(last, languageTag, weekday)}`;
  }
  return new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(
    sorted.map((d) => dayName(d, languageTag, weekday)),
  );
}

const timeSpan = (w: WeeklyHours, languageTag: string) =>
  `${clockTime(w.opens, languageTag)}–${clockTime(w.closes, languageTag)}`;

export function hoursRows(weekly: readonly WeeklyHours[], languageTag: string): HoursRow[] {
  return weekly.map((w) => ({
    days: dayLabel(w.days, languageTag),
    time: timeSpan(w, languageTag),
  }));
}

/** Every row in one phrase, for the `{hours}` of the opening-hours sentence. */
export function hoursPhrase(weekly: readonly WeeklyHours[], languageTag: string): string {
  const style = styleOf(languageTag);
  return new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(
    weekly.map(
      (w) =>
        `${dayLabel(w.days, languageTag, style.phraseWeekday)} ${style.clockWord}${timeSpan(w, languageTag)}`,
    ),
  );
}

/** A label that starts a table cell starts with a capital letter. */
export const capitalise = (text: string, languageTag: string): string =>
  text.charAt(0).toLocaleUpperCase(languageTag) + text.slice(1);
