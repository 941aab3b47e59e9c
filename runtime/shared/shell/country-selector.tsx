/**
 * Spec 2 country selector: a button opening a modal native <dialog> (showModal traps focus and
 * closes on Escape) listing the countries, the selected one first, then by name. Each link is a
 * full page load of the same page in that country; countries without the page are left out.
 */
import { useRef } from 'react';
import { pushEscape } from '../overlays/escape-stack.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { COUNTRY_SELECTOR, countrySelectorEntries } from '../../../generated/navigation.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { useCurrentRoute } from '../routing/current-route.js';

export function CountrySelector() {
  const t = useTexts();
  const { country } = useCountry();
  const { name, params } = useCurrentRoute();
  const dialog = useRef<HTMLDialogElement>(null);
  const nameOf = (id: MessageId) => t(id);
  const entries = countrySelectorEntries(country, name ?? 'home', params, nameOf);
  // On the page's escape stack while open, above the user menu when that is open too: the page's
  // Escape handler runs before the dialog's own cancel and would otherwise close the menu under it.
  const popEscape = useRef<(() => void) | null>(null);
  const show = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    popEscape.current = pushEscape({
      close: () => element.close(),
      dismissible: () => true,
      busy: () => false,
    });
  };
  return (
    <>
      <button type="button" className="shell-country-button" aria-haspopup="dialog" onClick={show}>
        {/* The current country's code as a mark; the words alone name the button. */}
        <span className="country-code" aria-hidden="true">
          {country.toUpperCase()}
        </span>
        {t(COUNTRY_SELECTOR.openMessageId)}
      </button>
      <dialog
        ref={dialog}
        className="country-selector"
        aria-labelledby="country-selector-title"
        // However it closed (Escape, its button, the browser), it leaves the stack.
        onClose={() => {
          popEscape.current?.();
          popEscape.current = null;
        }}
      >
        <h2 id="country-selector-title">{t(COUNTRY_SELECTOR.titleMessageId)}</h2>
        <ul>
          {entries.map((entry) => (
            <li key={entry.code}>
              <a href={entry.link} aria-current={entry.selected || undefined}>
                <span className="country-code" aria-hidden="true">
                  {entry.code.toUpperCase()}
                </span>
                {entry.name}
                {entry.selected && (
                  <span className="country-selected">
                    {' '}
                    ({t(COUNTRY_SELECTOR.selectedMessageId)})
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="country-selector-close"
          onClick={() => dialog.current?.close()}
        >
          {t('common.close')}
        </button>
      </dialog>
    </>
  );
}
