/**
 * The due date after a postponement: the calendar day `days` after the current one, counted in
 * calendar days as the provider moves it (spec: "postponed 10 or 30 days"), whatever the
 * browser's time zone. Dates are the API's YYYY-MM-DD. The snooze step and the purchase page's
 * comparison both show it.
 */
export function dueDateAfter(dueDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = dueDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
