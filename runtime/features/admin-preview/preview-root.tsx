/**
 * What the preview's own React roots share (the toolbar on every page, the admin page, the
 * country lock): the previewed country, read from the address, and its texts, loaded whole
 * (generated/messages), so they are the regenerated ones after every edit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  countryCodes,
  countryLanguageTag,
  countryLocale,
  type CountryCode,
} from '../../../generated/countries/index.js';
import { loadMessages, type MessageCatalogue } from '../../../generated/messages/index.js';
import { TextsProvider } from '../../shared/i18n/texts.js';
import './admin-preview.css';

/**
 * The previewed country: the preview's own documents name it (the country lock is drawn at
 * another country's address); on the app's pages it is the address's.
 */
export function previewCountry(): CountryCode {
  const first =
    document.documentElement.dataset['previewCountry'] ?? location.pathname.split('/')[1] ?? '';
  return (countryCodes as readonly string[]).includes(first) ? (first as CountryCode) : 'se';
}

function WithTexts({ country, children }: { country: CountryCode; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<MessageCatalogue | null>(null);
  useEffect(() => {
    void loadMessages(countryLocale[country]).then(setCatalogue);
  }, [country]);
  if (!catalogue) return null;
  return (
    <TextsProvider catalogue={catalogue} languageTag={countryLanguageTag[country]}>
      {children}
    </TextsProvider>
  );
}

/** Draws a preview root into an element with the country's texts. */
export function mountPreview(element: Element, draw: (country: CountryCode) => ReactNode): void {
  const country = previewCountry();
  createRoot(element).render(<WithTexts country={country}>{draw(country)}</WithTexts>);
}
