/**
 * The texts of the current language. Catalogues are precompiled by the generator (no ICU parser
 * in the browser) and loaded per language and part (text-parts.ts); a page is drawn only once
 * the parts it draws with are here: `entry.client.tsx` waits for them before hydrating,
 * `entry.server.tsx` before prerendering, the country route before any other page (its client
 * middleware), and a country switch is a full page load, so a page never renders without its
 * texts. The languages are imported here directly rather than through `loadMessages`
 * (generated/messages/index.ts), whose module carries the list of every message id (4 KB gzip)
 * that only the preview needs.
 */
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
import type { MessageCatalogue } from '../../../generated/messages/index.js';
import { countryOfPath, routeOfPath } from '../routing/route-of-path.js';
import { CODE_PARTS, partsOfRoute, type CodePart } from './text-parts.js';

type Locale = (typeof countryLocale)[CountryCode];
type Part = Partial<MessageCatalogue>;
export type PartModules = Record<string, () => Promise<Part>>;

// One glob per part (Vite needs each literal): the query names the part, which vite.config.ts
// cuts out of the language's catalogue; without that plugin it is the whole catalogue. The parts
// that come with their pages' data are page-texts.tsx's.
const partModules: Record<CodePart, PartModules> = {
  core: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=core',
    import: 'default',
  }),
  'income-verification': import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=income-verification',
    import: 'default',
  }),
  login: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=login',
    import: 'default',
  }),
  app: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=app',
    import: 'default',
  }),
  overviews: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=overviews',
    import: 'default',
  }),
  invoices: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=invoices',
    import: 'default',
  }),
  purchases: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=purchases',
    import: 'default',
  }),
  profile: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=profile',
    import: 'default',
  }),
  ppi: import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=ppi',
    import: 'default',
  }),
  'more-pages': import.meta.glob<Part>('../../../generated/messages/{sv,nb,fi,da}.ts', {
    query: '?texts=more-pages',
    import: 'default',
  }),
};

interface LocaleTexts {
  readonly country: CountryCode;
  /** Every part loaded so far, merged; a new object when a part arrives. */
  catalogue: MessageCatalogue;
  readonly loading: Map<CodePart, Promise<void>>;
  readonly loaded: Set<CodePart>;
}

const locales = new Map<Locale, LocaleTexts>();
/** The country of each merged catalogue handed out, to load what a text function missed. */
const countryOfCatalogue = new WeakMap<MessageCatalogue, CountryCode>();

/**
 * Catalogues a text function must not miss: the prerender's, so a page that draws a text of a
 * part its route does not list fails the build instead of hydrating into a different text.
 */
export const strictCatalogues = new WeakSet<MessageCatalogue>();

function textsOf(country: CountryCode): LocaleTexts {
  const locale = countryLocale[country];
  let found = locales.get(locale);
  if (!found) {
    found = { country, catalogue: {} as MessageCatalogue, loading: new Map(), loaded: new Set() };
    locales.set(locale, found);
  }
  return found;
}

/** The part's texts; each part of a language is fetched once (again after a failure). */
const partTexts = new Map<string, Promise<Partial<MessageCatalogue>>>();

function fetchPart(locale: Locale, part: CodePart): Promise<Partial<MessageCatalogue>> {
  const key = `${locale}/${part}`;
  let found = partTexts.get(key);
  if (!found) {
    const load = Object.entries(partModules[part]).find(([path]) =>
      path.endsWith(`/${locale}.ts`),
    )?.[1];
    if (!load) return Promise.reject(new Error(`no ${part} texts for ${locale}`));
    found = load();
    found.catch(() => partTexts.delete(key)); // a failed chunk may load on a later try
    partTexts.set(key, found);
  }
  return found;
}

function loadPart(texts: LocaleTexts, part: CodePart): Promise<void> {
  let loading = texts.loading.get(part);
  if (!loading) {
    loading = fetchPart(countryLocale[texts.country], part).then(
      (catalogue) => {
        texts.catalogue = { ...texts.catalogue, ...catalogue };
        countryOfCatalogue.set(texts.catalogue, texts.country);
        texts.loaded.add(part);
      },
      (error: unknown) => {
        texts.loading.delete(part);
        throw error;
      },
    );
    texts.loading.set(part, loading);
  }
  return loading;
}

/** Loads parts of a country's texts (every part unless named); resolves with all loaded so far. */
export async function ensureCatalogue(
  country: CountryCode,
  parts: readonly CodePart[] = CODE_PARTS,
): Promise<MessageCatalogue> {
  const texts = textsOf(country);
  await Promise.all(parts.map((part) => loadPart(texts, part)));
  return texts.catalogue;
}

/** Loads the parts the page of a path draws with before it hydrates. */
export function ensurePageTexts(pathname: string): Promise<MessageCatalogue> {
  return ensureCatalogue(countryOfPath(pathname), partsOfRoute(routeOfPath(pathname)));
}

/** While prerendering: the page's own catalogue, by language (pages are drawn one at a time). */
const prerendering = new Map<Locale, MessageCatalogue>();

/**
 * The prerender's texts of a path: exactly the parts its page loads before hydrating, in a
 * catalogue of its own that fails on a missing text (strictCatalogues), so the build proves
 * that the page hydrates with the texts it was drawn with. React Router prerenders one page at a
 * time (its default concurrency), so the catalogue of the page being drawn is the language's.
 */
export async function prerenderTexts(pathname: string): Promise<MessageCatalogue> {
  const locale = countryLocale[countryOfPath(pathname)];
  const parts = await Promise.all(
    partsOfRoute(routeOfPath(pathname)).map((part) => fetchPart(locale, part)),
  );
  const catalogue = Object.assign({}, ...parts) as MessageCatalogue;
  strictCatalogues.add(catalogue);
  prerendering.set(locale, catalogue);
  return catalogue;
}

/**
 * The loaded texts of a country: the page's catalogue while prerendering, else every part
 * loaded so far. Throws if core is not loaded (a wiring bug: nothing may draw before its texts).
 */
export function catalogueOf(country: CountryCode): MessageCatalogue {
  const locale = countryLocale[country];
  const prerendered = prerendering.get(locale);
  if (prerendered) return prerendered;
  const texts = locales.get(locale);
  if (!texts?.loaded.has('core'))
    throw new Error(`the ${locale} texts were not loaded before drawing`);
  return texts.catalogue;
}

// A text missing from the parts loaded so far (drawn after hydration by something the page's
// parts do not cover): every part is loaded, then the texts are drawn again.
const listeners = new Set<() => void>();
let version = 0;

export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const textsVersion = (): number => version;

/** Catalogues made by extendCatalogue: what they were made of. */
const extensions = new WeakMap<
  MessageCatalogue,
  { base: MessageCatalogue; extra: Partial<MessageCatalogue> }
>();

/**
 * A catalogue with more texts (a page's own, page-texts.tsx), keeping what the base is: strict
 * while prerendering, and of its country for reportMissingText.
 */
export function extendCatalogue(
  base: MessageCatalogue,
  extra: Partial<MessageCatalogue>,
): MessageCatalogue {
  const catalogue = { ...base, ...extra } as MessageCatalogue;
  extensions.set(catalogue, { base, extra });
  const country = countryOfCatalogue.get(base);
  if (country) countryOfCatalogue.set(catalogue, country);
  if (strictCatalogues.has(base)) strictCatalogues.add(catalogue);
  return catalogue;
}

/** The newest merged catalogue of the language a catalogue of ours is of; others as they are. */
export function latestCatalogue(catalogue: MessageCatalogue): MessageCatalogue {
  const extended = extensions.get(catalogue);
  if (extended) return extendCatalogue(latestCatalogue(extended.base), extended.extra);
  const country = countryOfCatalogue.get(catalogue);
  return country ? textsOf(country).catalogue : catalogue;
}

/** Called by a text function that found no text in a catalogue of ours: loads every part. */
export function reportMissingText(catalogue: MessageCatalogue): void {
  const country = countryOfCatalogue.get(catalogue);
  if (!country || textsOf(country).loaded.size === CODE_PARTS.length) return;
  ensureCatalogue(country).then(
    () => {
      version += 1;
      listeners.forEach((listener) => listener());
    },
    () => undefined,
  );
}
