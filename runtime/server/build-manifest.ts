/**
 * Where a page's code chunk is (core §2: `<page>/script` leads to it). React Router writes its
 * route manifest as `assets/manifest-<hash>.js` (`window.__reactRouterManifest={...}`), keyed by
 * route id (`about-us__se`); a Vite manifest (`.vite/manifest.json`, only when the build is asked
 * for one) is the fallback, keyed by source file (`runtime/routes/pages/about-us.tsx`). The
 * build's part of that manifest for each country (routing/manifest-module.ts) is what a
 * country's SPA fallback loads instead.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteName } from '../../generated/routes/table.js';
import type { CountryCode } from '../../generated/countries/index.js';
import {
  countryManifestHref,
  isCountryManifest,
  parseRouterManifest,
} from '../shared/routing/manifest-module.js';
import { routerIdOf } from '../shared/routing/step-pages.js';
import type { FallbackAssets } from './spa-fallback.js';

export interface ChunkIndex extends FallbackAssets {
  /** The URL of a route's page chunk in a country, or null when the build has none. */
  chunkOf(route: RouteName, country: CountryCode): string | null;
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
    const found = names.find(
      (name) => /^manifest-[\w-]+\.js$/.test(name) && !isCountryManifest(name),
    );
    href = found ? `/assets/${found}` : null;
  }
  const whole = href;
  const countryManifest = (country: CountryCode): string | null => {
    const own = whole === null ? null : countryManifestHref(whole, country);
    return own !== null && names.includes(own.slice('/assets/'.length)) ? own : null;
  };
  const source = href ? await readText(join(buildDir, href)) : null;
  const router = source ? parseRouterManifest(source) : null;
  if (router?.routes) {
    const routes = router.routes;
    return {
      chunkOf: (route, country) => routes[routerIdOf(route, country)]?.module ?? null,
      routes,
      countryManifest,
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
    countryManifest,
    ...named,
    chunkOf: (route) => {
      const file = vite[`runtime/routes/pages/${route}.tsx`]?.file;
      return file ? `/${file}` : null;
    },
  };
}
