import { useEffect, useState } from 'react';
import type { CountryCode } from '../../generated/countries/index.js';
import {
  APP_DOWNLOAD,
  appStoreFor,
  showsAppPrompt,
  type AppStore,
} from '../../generated/navigation.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { usePlatform } from './interface.js';
import { Notice } from './notice.js';
import { readStored, STORAGE_KEYS, writeStored } from './storage.js';

/**
 * The store pages of the provider's app. The spec names the stores, not the addresses; these
 * belong in schema/navigation.yaml (APP_DOWNLOAD) once the real listings exist.
 */
export function appStoreUrl(store: AppStore, country: CountryCode): string {
  return store === 'appStore'
    ? `https://apps.apple.com/${country}/app/nordpay/id1000000000`
    : `https://play.google.com/store/apps/details?id=com.nordpay.selfservice&gl=${country.toUpperCase()}`;
}

/** The store link for this browser: the iOS store on iPhone, iPad and iPod, Android's otherwise. */
export function appDownloadUrl(userAgent: string, country: CountryCode): string {
  return appStoreUrl(appStoreFor(userAgent), country);
}

/** Whether the prompt is offered: outside the native app, off desktop, not dismissed before. */
export function offersApp(nativeApp: string | null, layout: string, dismissed: boolean): boolean {
  return showsAppPrompt(nativeApp !== null) && layout !== 'desktop' && !dismissed;
}

/**
 * Whether the app prompt shows and where it leads; decided after mount (the prerendered HTML
 * and the first client render never have it). Dismissing is remembered.
 */
export function useAppPrompt(): { shown: boolean; href: string; dismiss: () => void } {
  const { country } = useCountry();
  const { nativeApp, layout, measured } = usePlatform();
  const [dismissed, setDismissed] = useState(true);
  const [href, setHref] = useState('');
  useEffect(() => {
    setDismissed(readStored(STORAGE_KEYS.appPromptDismissed) !== null);
    setHref(appDownloadUrl(navigator.userAgent, country));
  }, [country]);
  return {
    shown: measured && offersApp(nativeApp, layout, dismissed),
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
