/**
 * Whether a visitor's messages are fetched at all (spec 4 "Messages"): not when the cookie
 * `user_messages` is `false`. Read by the page (use-global-messages.ts, app/data/prefetch.ts)
 * and by the web server, which names the feeds in a logged-in page's HTML only when the page
 * will read them (server/first-draw-reads.ts): so it imports nothing of React or the browser.
 */
import { storage } from '../../../generated/constants.js';
import { cookieValue } from '../platform/cookie-value.js';

/** `cookie`: a Cookie header or `document.cookie`. */
export function messagesAllowed(cookie: string): boolean {
  return cookieValue(cookie, storage.userMessagesCookie) !== 'false';
}
