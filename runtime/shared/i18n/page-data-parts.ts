/**
 * The parts of the texts that come with public pages' data (text-parts.ts PAGE_DATA_PARTS), by
 * language: read by those pages' loaders at build time (page-texts.tsx) and by the content
 * review, never by a customer page's code in the browser. A module apart from page-texts.tsx,
 * whose component every such page draws, so the loaders' imports stay out of the pages' chunks.
 */
import type { MessageCatalogue } from '../../../generated/messages/index.js';
import type { PartModules } from './catalogue.js';
import type { PageDataPart } from './text-parts.js';
import { partOfText } from './text-rules.js';

export type PageTexts = Partial<MessageCatalogue>;

// One glob per part, as catalogue.ts has its own (vite.config.ts cuts them out).
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
  accessibility: import.meta.glob<PageTexts>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=accessibility',
    import: 'default',
  }),
};

/** Parts of the texts that come with pages' data, in one language, each only its own texts. */
export async function pageDataTexts(
  locale: string,
  parts: readonly PageDataPart[],
): Promise<PageTexts> {
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
