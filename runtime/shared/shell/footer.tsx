/**
 * Spec 2 "Footer": three link groups (services, product, information), the cookie settings and
 * the country button. The download-app link needs the measured device, so the prerendered page
 * never has it.
 */
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import {
  FOOTER,
  footerGroupsFor,
  NEW_TAB,
  opensInNewTab,
  type FooterLink,
} from '../../../generated/navigation.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { appDownloadUrl } from '../platform/app-store.js';
import { usePlatform } from '../platform/interface.js';
import { PrefetchLink } from '../ui/prefetch-link.js';
import { ConsentSettingsButton } from '../tracking/consent-settings.js';
import { trackClick } from '../tracking/events.js';
import { CountrySelector } from './country-selector.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { navContextOf } from './nav.js';
import { hrefOf } from '../routing/href.js';
import { useSession } from '../session/session.js';

/**
 * Where a footer link leads, or null for a page the country lacks; the store link is known only
 * in the browser.
 */
export function footerHref(
  link: FooterLink,
  country: CountryCode,
  storeHref: string,
): string | null {
  return link.route ? hrefOf(country, link.route) : storeHref;
}

export function Footer({ countrySelector }: { countrySelector: boolean }) {
  const t = useTexts();
  const { country } = useCountry();
  const session = useSession();
  const platform = usePlatform();
  const { name } = useCurrentRoute();
  const [storeHref, setStoreHref] = useState('');
  useEffect(() => setStoreHref(appDownloadUrl(navigator.userAgent, country)), [country]);
  const groups = footerGroupsFor(navContextOf(country, session, platform, name));
  return (
    <footer className="shell-footer">
      <div className="shell-footer-groups">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`}>{t(group.messageId)}</h2>
            <ul>
              {group.links.map((link) => {
                const href = footerHref(link, country, storeHref);
                return href ? (
                  <li key={link.id}>
                    <FooterAnchor
                      href={href}
                      external={!link.route}
                      onClick={() => trackClick(link.id, FOOTER.trackSubCategory)}
                    >
                      {t(link.messageId)}
                    </FooterAnchor>
                  </li>
                ) : null;
              })}
              {group.id === 'information' && (
                <li>
                  <ConsentSettingsButton className="shell-footer-button" />
                </li>
              )}
            </ul>
          </section>
        ))}
      </div>
      {countrySelector && <CountrySelector />}
    </footer>
  );
}

/** PDFs open in a new tab, said aloud; other outside links are full page loads. */
export function FooterAnchor({
  href,
  external,
  onClick,
  children,
}: {
  href: string;
  external: boolean;
  onClick: () => void;
  children: string;
}) {
  const t = useTexts();
  if (opensInNewTab(href)) {
    return (
      <a href={href} target="_blank" rel="noopener" onClick={onClick}>
        {children}
        <span className="visually-hidden"> ({t(NEW_TAB.labelMessageId)})</span>
      </a>
    );
  }
  return external ? (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  ) : (
    <PrefetchLink to={href} onClick={onClick}>
      {children}
    </PrefetchLink>
  );
}
