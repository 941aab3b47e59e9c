/**
 * A public page's own texts (its parts of the texts, text-parts.ts) come with the page's data
 * instead of a chunk of code: its loader takes them at build time, so they are in the page's
 * prerendered HTML, and in its `.data` when the visitor moves to it within the site. The page
 * draws inside `WithPageTexts`. Static texts of a static page belong with its HTML; the first
 * load's JavaScript stays the shell's (issue 4 budget).
 */
import { useMemo, type ReactNode } from 'react';
import type { MessageCatalogue } from '../../../generated/messages/index.js';
import { countryLocale } from '../../../generated/countries/index.js';
import { extendCatalogue, type PartModules } from './catalogue.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { pagePathOfRequest } from '../routing/page-path.js';
import type { PageDataPart } from './text-parts.js';
import { partOfText } from './text-rules.js';
import { TextsProvider, useTexts } from './texts.js';

export type PageTexts = Partial<MessageCatalogue>;

// The parts by language, as catalogue.ts has its own (vite.config.ts cuts them out); only the
// loaders below use them, so they are not in the browser's code.
const partModules: Record<PageDataPart, PartModules> = {
  'payment-options': import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=payment-options',
    import: 'default',
  }),
  ppi: import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=ppi',
    import: 'default',
  }),
  'private-loan': import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=private-loan',
    import: 'default',
  }),
  'customer-service': import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=customer-service',
    import: 'default',
  }),
};

/** For a page's loader (at build time): its parts of the texts, in the request's language. */
export async function pageTexts(
  request: Request,
  parts: readonly PageDataPart[],
): Promise<PageTexts> {
  const locale = countryLocale[countryOfPath(pagePathOfRequest(request))];
  const loaded = await Promise.all(
    parts.map((part) => {
      const load = Object.entries(partModules[part]).find(([path]) =>
        path.endsWith(`/${locale}.ts`),
      )?.[1];
      if (!load) throw new Error(`no ${part} texts for ${locale}`);
      return load();
    }),
  );
  // Without vite.config.ts's cutting (unit tests) each part is the whole catalogue.
  return Object.fromEntries(
    loaded.flatMap((texts) =>
      Object.entries(texts).filter(([id]) => (parts as readonly string[]).includes(partOfText(id))),
    ),
  ) as PageTexts;
}

/** Draws the page with its own texts added to the country's. */
export function WithPageTexts({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  const { catalogue, languageTag } = useTexts();
  const extended = useMemo(() => extendCatalogue(catalogue, texts), [catalogue, texts]);
  return (
    <TextsProvider catalogue={extended} languageTag={languageTag}>
      {children}
    </TextsProvider>
  );
}
