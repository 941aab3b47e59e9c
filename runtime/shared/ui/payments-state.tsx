/** What a purchase page shows while its data loads or when it failed (spec 8 fetch alert 504). */
import { useTexts } from '../i18n/texts.js';

export function Loading() {
  return (
    <p role="status" className="pu-status">
      {useTexts()('common.loading')}
    </p>
  );
}

export function LoadFailed() {
  const t = useTexts();
  return (
    <div role="alert" className="pu-alert">
      <p>{t('error.fetchAlert.504')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('error.fetchAlert.reload')}
      </button>
    </div>
  );
}
