import { useEffect, useState } from 'react';
import { APP_DOWNLOAD } from '../../../generated/navigation.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { appDownloadUrl, offersApp } from './app-store.js';
import { usePlatform } from './interface.js';
import { Notice } from './notice.js';
import { useMenuOpen } from './open-menu.js';
import { readStored, STORAGE_KEYS, writeStored } from './storage.js';

// The store links and the offer's rule live in app-store.ts, which the footer and the
// enhancement script of the framework-free pages use without this prompt's code.
export { appDownloadUrl, appStoreUrl, offersApp } from './app-store.js';

/**
 * Whether the app prompt shows and where it leads; decided after mount (the prerendered HTML
 * and the first client render never have it). Dismissing is remembered.
 */
export function useAppPrompt(): { shown: boolean; href: string; dismiss: () => void } {
  const { country } = useCountry();
  const { nativeApp, layout, measured } = usePlatform();
  // The open user menu reaches the bottom of a phone's screen: the prompt waits until it closes.
  const menuOpen = useMenuOpen();
  const [dismissed, setDismissed] = useState(true);
  const [href, setHref] = useState('');
  useEffect(() => {
    setDismissed(readStored(STORAGE_KEYS.appPromptDismissed) !== null);
    setHref(appDownloadUrl(navigator.userAgent, country));
  }, [country]);
  return {
    shown: measured && !menuOpen && offersApp(nativeApp, layout, dismissed),
    href,
    dismiss: () => {
      writeStored(STORAGE_KEYS.appPromptDismissed, '1');
      setDismissed(true);
    },
  };
}

/** The app download prompt (spec 1). */
export function AppPrompt({ href, onDismiss }: { href: string; onDismiss: () => void }) {
  const t = useTexts();
  const { prompt } = APP_DOWNLOAD;
  return (
    <Notice
      title={t(prompt.titleMessageId)}
      actions={
        <>
          <a className="notice-button" href={href} onClick={onDismiss}>
            {t(prompt.actionMessageId)}
          </a>
          <button type="button" className="notice-button notice-button-quiet" onClick={onDismiss}>
            {t(prompt.dismissMessageId)}
          </button>
        </>
      }
    >
      <p>{t(prompt.bodyMessageId)}</p>
    </Notice>
  );
}
