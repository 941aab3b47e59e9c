/**
 * The notice of the moment at the bottom of the screen: the old-browser notice, then the cookie
 * choice, then the app prompt, one at a time. Drawn only after mount into the frame's notice slot
 * (provider.tsx `NoticeSlot`), so its code is loaded then and is not part of a page's first load
 * (issue 4 budget).
 */
import { AppPrompt, useAppPrompt } from '../platform/app-prompt.js';
import { CompatNotice, useCompatNotice } from '../platform/compat-notice.js';
import type { Consent } from './consent.js';
import { CookieBanner } from './cookie-banner.js';

export interface NoticeState {
  /** The visitor's stored choice, null when none was made. */
  readonly consent: Consent | null;
  /** The cookie choice was asked for again (cookie settings). */
  readonly reopened: boolean;
  readonly choose: (consent: Consent) => void;
}

export default function Notices({ consent, reopened, choose }: NoticeState) {
  const compat = useCompatNotice();
  const app = useAppPrompt();
  if (compat.shown) return <CompatNotice onContinue={compat.goOn} />;
  if (consent === null || reopened) return <CookieBanner onChoose={choose} />;
  if (app.shown) return <AppPrompt href={app.href} onDismiss={app.dismiss} />;
  return null;
}
