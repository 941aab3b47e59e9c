/** Where the download-app link and the app prompt lead (spec 1, spec 2 "Footer"). */
import type { CountryCode } from '../../../generated/countries/index.js';
import { appStoreFor, showsAppPrompt, type AppStore } from '../../../generated/navigation.js';

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

/** Whether the app prompt is offered: outside the native app, off desktop, not dismissed before. */
export function offersApp(nativeApp: string | null, layout: string, dismissed: boolean): boolean {
  return showsAppPrompt(nativeApp !== null) && layout !== 'desktop' && !dismissed;
}
