/**
 * Spec 8's error catalogue (its data in routes/situations-data.ts, re-exported here), apart from
 * the route table: the pages that raise a situation read it (login, the session's steps), while
 * every page's shell needs only the two rules routes/table.ts keeps.
 */
import type { MessageId } from '../messages/index.js';
import type { ERROR_SITUATIONS } from './situations-data.js';
import type { LogLevel, PageAction, RouteName } from './table.js';

export * from './situations-data.js';

/** What happens in one situation of the error catalogue; null where it does not apply. */
export interface ErrorSituation {
  /** Raise the error page with this status (shown as the fallback when it has no texts). */
  showStatus: number | null;
  redirectTo: RouteName | null;
  log: { level: LogLevel; message: string } | null;
  /** Log level by HTTP status: atOrAbove from the threshold, below under it. */
  logByStatus: { threshold: number; atOrAbove: LogLevel; below: LogLevel } | null;
  /** Reload the page at most `times` per guard period. */
  reload: { times: number; guardMs: number } | null;
  titleMessageId: MessageId | null;
  bodyMessageId: MessageId | null;
  messageId: MessageId | null;
  actions: readonly PageAction[];
  /** Passed to the error-reporting hook. */
  report: boolean;
}

export type ErrorSituationId = keyof typeof ERROR_SITUATIONS;
