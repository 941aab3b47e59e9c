import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ownBrandName } from '../../../generated/own-brand.js';
import { logoClick, LOGO_CLICK } from '../../../generated/navigation.js';
import { useTexts } from '../i18n/texts.js';
import { PrefetchLink } from '../ui/prefetch-link.js';
import { trackClick } from '../tracking/events.js';
import { clearSavedScroll } from './scroll-memory.js';

// The visible name stays in the link's name (WCAG 2.5.3); the purpose follows, hidden.
const OWN_BRAND = ownBrandName;

/**
 * The logo, a link home (spec 2): elsewhere it tracks the click, forgets saved scroll positions
 * and goes home; on the home path it scrolls smoothly to the top instead.
 */
export function Logo({ href }: { href: string }) {
  const t = useTexts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const effect = logoClick(pathname, href);
    if (effect.track) trackClick(LOGO_CLICK.trackCategory);
    if (effect.clearSavedScroll) clearSavedScroll();
    if (effect.scrollToTop) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'instant' : effect.scrollToTop });
    }
    if (effect.goHome) void navigate(href);
  };
  return (
    <PrefetchLink className="shell-logo" to={href} onClick={onClick}>
      <span className="shell-logo-mark">{OWN_BRAND}</span>
      <span className="visually-hidden">, {t('header.homeLink')}</span>
    </PrefetchLink>
  );
}
