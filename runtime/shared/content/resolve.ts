/**
 * Content as the pages draw it: the entry's fields with every link turned into an address. Page
 * loaders resolve at build time; the preview resolves what the API answers in the browser. A link
 * to a page the country does not have is left out.
 */
import { downloadCreditTermsPath } from '../../../generated/api/calls/downloadCreditTerms.js';
import type { BrandSlug } from '../../../generated/brands.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { ContentBody, ContentLink } from '../../../generated/content/entries.js';
import { hrefOf } from '../routing/href.js';

export interface ResolvedLink {
  readonly text: string;
  readonly href: string;
  /** A PDF document: opens in a new tab. */
  readonly document: boolean;
}

export interface ResolvedSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets: readonly string[];
  readonly links: readonly ResolvedLink[];
}

export interface ResolvedContent {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly ResolvedSection[];
}

export interface LinkTargets {
  readonly country: CountryCode;
  /** The own brand's slug, whose documents the content links to. */
  readonly brand: BrandSlug;
}

function resolveLink(link: ContentLink, to: LinkTargets): ResolvedLink[] {
  if ('page' in link) {
    const href = hrefOf(to.country, link.page);
    return href ? [{ text: link.text, href, document: false }] : [];
  }
  // The brand's credit terms in the country (downloadCreditTerms in schema/api.yaml).
  const href = downloadCreditTermsPath({ brand: to.brand, country: to.country });
  return [{ text: link.text, href, document: true }];
}

export function resolveContent(body: ContentBody, to: LinkTargets): ResolvedContent {
  return {
    title: body.title,
    intro: body.intro,
    sections: body.sections.map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs,
      bullets: s.bullets ?? [],
      links: (s.links ?? []).flatMap((l) => resolveLink(l, to)),
    })),
  };
}
