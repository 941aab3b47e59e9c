/** What the page has sent to tracking (the data layer), for the tests of the events it sends. */
import type { Page } from 'playwright-core';

/** The names of the tracking events sent (with consent) since the page was loaded. */
export const eventsOf = (page: Page): Promise<(string | undefined)[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  );
