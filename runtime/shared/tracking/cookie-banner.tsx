import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { Notice } from '../platform/notice.js';
import { href } from '../routing/href.js';
import type { Consent } from './consent.js';

/**
 * The cookie choice: accept and decline look the same (neither is nudged), with a link to the
 * cookie policy. The tracking provider shows it until the visitor chooses, and again on request.
 */
export function CookieBanner({ onChoose }: { onChoose: (consent: Consent) => void }) {
  const t = useTexts();
  const { country } = useCountry();
  const choose = useFocusAfterChoice(onChoose);
  return (
    <Notice
      title={t('footer.cookieBanner.title')}
      actions={
        <>
          <button type="button" className="notice-button" onClick={() => choose('granted')}>
            {t('footer.cookieBanner.accept')}
          </button>
          <button type="button" className="notice-button" onClick={() => choose('denied')}>
            {t('footer.cookieBanner.reject')}
          </button>
          <Link className="notice-link" to={href(country, 'page-helpdesk-tac-cookies')}>
            {t('footer.cookieBanner.readMore')}
          </Link>
        </>
      }
    >
      <p>{t('footer.cookieBanner.body')}</p>
    </Notice>
  );
}

/**
 * The banner goes away with the button that was pressed in it, and focus would fall to the start
 * of the document (WCAG 2.4.3): it goes back to what reopened the banner (the footer's cookie
 * settings), else to the page's main content, the next thing after the banner. Only after a
 * choice: the banner also goes when the page is drawn anew (a preview's reload, React's dev
 * double mount), and focusing the page then would scroll it away from where the reader is.
 */
function useFocusAfterChoice(onChoose: (consent: Consent) => void) {
  const chosen = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const now = document.activeElement;
      if (!chosen.current || (now && now !== document.body)) return;
      (opener?.isConnected ? opener : document.getElementById('main'))?.focus();
    };
  }, []);
  return (consent: Consent) => {
    chosen.current = true;
    onChoose(consent);
  };
}
