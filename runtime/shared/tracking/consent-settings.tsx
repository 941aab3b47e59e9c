import { useTexts } from '../i18n/texts.js';
import { useTracking } from './provider.js';

/**
 * Opens the cookie choice again so the visitor can change it (for the cookie policy page and the
 * footer). A plain button: it changes something on this page, it does not go anywhere.
 */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTexts();
  const { reopenConsent } = useTracking();
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      {t('footer.cookieBanner.change')}
    </button>
  );
}
