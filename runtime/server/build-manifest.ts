/**
 * Where a page's code chunk is (core §2: `<page>/script` leads to it). React Router writes its
 * route manifest as `assets/manifest-<hash>.js` (`window.__reactRouterManifest={...}`), keyed by
 * route id (`about-us__se`); a Vite manifest (`.vite/manifest.json`, only when the build is asked
 * for one) is the fallback, keyed by source file (`runtime/routes/pages/about-us.tsx`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteName } from '../../generated/routes/table.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { ManifestRoute } from '../shared/routing/route-assets.js';
import type { FallbackAssets } from './spa-fallback.js';

export interface ChunkIndex extends FallbackAssets {
  /** The URL of a route's page chunk in a country, or null when the build has none. */
  chunkOf(route: RouteName, country: CountryCode): string | null;
}

interface RouterManifest {
  routes?: Record<string, ManifestRoute | undefined>;
}

/** A part of a language's texts as vite.config.ts names its chunk. */
const textChunkName = /^texts-([a-z]{2})-([a-z-]+)-[\w-]+\.js$/;

/** A country's terms as vite.config.ts names their chunk. */
const termsChunkName = /^terms-(se|no|fi|dk)-[\w-]+\.js$/;

/** The named chunks of a build's assets: the parts of the texts and the countries' terms. */
function namedChunksIn(names: readonly string[]): Pick<FallbackAssets, 'textChunk' | 'termsChunk'> {
  const texts = new Map<string, string>();
  const terms = new Map<string, string>();
  for (const name of names) {
    const text = textChunkName.exec(name);
    if (text) texts.set(`${text[1]}/${text[2]}`, `/assets/${name}`);
    const country = termsChunkName.exec(name);
    if (country?.[1]) terms.set(country[1], `/assets/${name}`);
  }
  return {
    textChunk: (locale, part) => texts.get(`${locale}/${part}`) ?? null,
    termsChunk: (country) => terms.get(country) ?? null,
  };
}

type ViteManifest = Record<string, { file?: string } | undefined>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The manifest object of React Router's manifest module. */
export function parseRouterManifest(source: string): RouterManifest | null {
  const at = source.indexOf('=');
  if (!source.trimStart().startsWith('window.__reactRouterManifest') || at < 0) return null;
  try {
    const parsed: unknown = JSON.parse(
      source
        .slice(at + 1)
        .trim()
        .replace(/;$/, ''),
    );
    return isObject(parsed) ? (parsed as RouterManifest) : null;
  } catch {
    return null;
  }
}

/** The manifest module a built HTML file loads (`/assets/manifest-<hash>.js`). */
export const manifestHrefIn = (html: string): string | null =>
  /["'](\/assets\/manifest-[\w-]+\.js)["']/.exec(html)?.[1] ?? null;

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The chunk index of a build. `manifestHref` is the one the SPA fallback loads; without it the
 * newest-looking manifest module in assets/ is taken.
 */
export async function loadChunkIndex(
  buildDir: string,
  manifestHref: string | null,
): Promise<ChunkIndex> {
  let href = manifestHref;
  const names = await readdir(join(buildDir, 'assets')).catch(() => [] as string[]);
  const named = namedChunksIn(names);
  if (href === null) {
    const found = names.find((name) => /^manifest-[\w-]+\.js$/.test(name));
    href = found ? `/assets/${found}` : null;
  }
  const source = href ? await readText(join(buildDir, href)) : null;
  const router = source ? parseRouterManifest(source) : null;
  if (router?.routes) {
    const routes = router.routes;
    return {
      chunkOf: (route, country) => routes[`${route}__${country}`]?.module ?? null,
      routes,
      ...named,
    };
  }
  const viteSource = await readText(join(buildDir, '.vite', 'manifest.json'));
  let vite: ViteManifest = {};
  try {
    const parsed: unknown = viteSource ? JSON.parse(viteSource) : {};
    if (isObject(parsed)) vite = parsed as ViteManifest;
  } catch {
    // an unreadable manifest is no manifest: every /script answers 404
  }
  return {
    // Without React Router's manifest no route's modules are known; the texts still are.
    routes: {},
    ...named,
    chunkOf: (route) => {
      const file = vite[`runtime/routes/pages/${route}.tsx`]?.file;
      return file ? `/${file}` : null;
    },
  };
}
