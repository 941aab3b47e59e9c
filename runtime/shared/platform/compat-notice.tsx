import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { grantCompatAccess, needsCompatNotice } from './compat.js';
import { Notice } from './notice.js';
import { href } from '../routing/href.js';

/**
 * Whether the old-browser notice shows (spec 2): decided after mount, so the prerendered HTML
 * never has it; `goOn` remembers the visitor's choice for about a week (spec 4 Compatibility).
 */
export function useCompatNotice(): { shown: boolean; goOn: () => void } {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(needsCompatNotice()), []);
  return {
    shown,
    goOn: () => {
      grantCompatAccess();
      setShown(false);
    },
  };
}

/** The old-browser notice with a link to the page of supported browsers. */
export function CompatNotice({ onContinue }: { onContinue: () => void }) {
  const t = useTexts();
  const { country } = useCountry();
  return (
    <Notice
      title={t('header.compatNotice.title')}
      actions={
        <>
          <button type="button" className="notice-button" onClick={onContinue}>
            {t('header.compatNotice.continue')}
          </button>
          <Link className="notice-link" to={href(country, 'compatibility')}>
            {t('route.compatibility.title')}
          </Link>
        </>
      }
    >
      <p>{t('header.compatNotice.body')}</p>
    </Notice>
  );
}
