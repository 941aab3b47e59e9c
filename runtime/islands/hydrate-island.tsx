/**
 * Hydrates one island of a framework-free page (docs/decisions/0026) with React alone: the
 * country and its texts as the country route gives them, the page's own texts from the island's
 * props as `WithPageTexts` adds them, and the island's scope for its ids. What the entry draws
 * must be what the page drew inside `<Island>` (shared/islands/island.tsx).
 */
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { countryLanguageTag, type CountryCode } from '../../generated/countries/index.js';
import type { MessageCatalogue } from '../../generated/messages/index.js';
import { ensurePageTexts, extendCatalogue } from '../shared/i18n/catalogue.js';
import { CountryContext, countryValue } from '../shared/i18n/country-context.js';
import { TextsProvider } from '../shared/i18n/texts.js';
import { InIsland } from '../shared/islands/island.js';
import type { IslandName } from '../shared/islands/island-element.js';
import { reportError } from '../shared/tracking/client-log.js';

/**
 * What an island's module exports for the enhancement script (runtime/enhance/main.ts): `prepare`
 * fetches what the island's first draw needs, called at once, while the messages feed is asked;
 * `hydrate` draws it once the feed has answered (sooner would leave a page in maintenance unable
 * to hand over to the app in place).
 */
export type IslandPrepare = (props: unknown) => Promise<unknown>;
export type IslandHydrate = (
  element: Element,
  country: CountryCode,
  props: unknown,
) => Promise<void>;

/** The parts of the texts the page's route loads before it hydrates in the app (text-parts.ts). */
export const prepareTexts: IslandPrepare = () => ensurePageTexts(location.pathname);

export async function hydrateIsland(
  element: Element,
  name: IslandName,
  country: CountryCode,
  pageTexts: Partial<MessageCatalogue>,
  content: ReactNode,
): Promise<void> {
  // Fetched by prepareTexts already: the same parts, loaded once.
  const catalogue = extendCatalogue(await ensurePageTexts(location.pathname), pageTexts);
  hydrateRoot(
    element,
    <TextsProvider catalogue={catalogue} languageTag={countryLanguageTag[country]}>
      <CountryContext.Provider value={countryValue(country)}>
        <InIsland name={name}>{content}</InIsland>
      </CountryContext.Provider>
    </TextsProvider>,
    {
      // A difference from the prerendered page: React draws the island anew, and it is told.
      onRecoverableError: (error) => reportError(error, `island ${name}`),
    },
  );
}
