/** The status the error page shows (core §2). */
import { isCode } from './lookup.js';
import {
  errorPageStatusCodes,
  errorPageStatusFallback,
  type ErrorPageStatusCode,
} from './tables/error-page-status.js';

/** The status the error page shows for an HTTP status: 404, 503 or 504, any other as 504 (core §2). */
export function errorPageStatusOf(status: number): ErrorPageStatusCode {
  return isCode(errorPageStatusCodes, status) ? status : errorPageStatusFallback;
}
