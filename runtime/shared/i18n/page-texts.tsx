/**
 * A public page's own texts (its parts of the texts, text-parts.ts) come with the page's data
 * instead of a chunk of code: its loader takes them at build time, so they are in the page's
 * prerendered HTML, and in its `.data` when the visitor moves to it within the site. The page
 * draws inside `WithPageTexts`. Static texts of a static page belong with its HTML; the first
 * load's JavaScript stays the shell's (issue 4 budget).
 */
import { useMemo, type ReactNode } from 'react';
import { countryLocale } from '../../../generated/countries/index.js';
import { extendCatalogue } from './catalogue.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { pagePathOfRequest } from '../routing/page-path.js';
import type { PageDataPart } from './text-parts.js';
import { pageDataTexts, type PageTexts } from './page-data-parts.js';
import { TextsProvider, useTexts } from './texts.js';

export type { PageTexts };

/** For a page's loader (at build time): its parts of the texts, in the request's language. */
export const pageTexts = (request: Request, parts: readonly PageDataPart[]): Promise<PageTexts> =>
  pageDataTexts(countryLocale[countryOfPath(pagePathOfRequest(request))], parts);

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
