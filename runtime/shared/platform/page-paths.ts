import type { CountryCode } from '../../../generated/countries/index.js';

/**
 * The paths of the pages the notices link to, written out rather than read from the route table
 * so the notices do not pull the whole table into every page's first load; a unit test holds
 * them equal to generated/routes/table.ts.
 */
export const NOTICE_PAGES = {
  compatibility: 'compatibility',
  'page-helpdesk-tac-cookies': 'page/helpdesk/tac/cookies',
} as const;

export const noticePageHref = (country: CountryCode, page: keyof typeof NOTICE_PAGES): string =>
  `/${country}/${NOTICE_PAGES[page]}`;
