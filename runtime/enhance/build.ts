/**
 * The build's part for the framework-free pages (docs/decisions/0024), run by
 * react-router.config.ts once React Router has written the pages: builds the enhancement script
 * (runtime/enhance/main.ts) with Vite as a module of its own, hashed like every asset, with the
 * islands it hydrates (runtime/islands/, docs/decisions/0026), and rewrites each framework-free
 * page to load it instead of the framework (routing/framework-free.ts). Fails the build when a
 * page is not as React Router writes it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { FOOTER } from '../../generated/navigation.js';
import type { MessageCatalogue } from '../../generated/messages/index.js';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_NAMES,
  type IslandName,
} from '../shared/islands/island-element.js';
import { textPartId, textParts } from '../shared/i18n/text-parts-plugin.js';
import { hrefOf } from '../shared/routing/href.js';
import {
  frameworkFreePages,
  withoutFramework,
  type ShellData,
} from '../shared/routing/framework-free.js';

/** The texts the enhancement script draws (its notices and the footer's download link). */
const SHELL_TEXT_IDS = [
  'footer.cookieBanner.title',
  'footer.cookieBanner.body',
  'footer.cookieBanner.accept',
  'footer.cookieBanner.reject',
  'footer.cookieBanner.readMore',
  'header.compatNotice.title',
  'header.compatNotice.body',
  'header.compatNotice.continue',
  'route.compatibility.title',
  'header.appPrompt.title',
  'header.appPrompt.body',
  'header.appPrompt.download',
  'header.appPrompt.dismiss',
  'footer.downloadApp',
] as const;

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
const islandEntry = (name: IslandName): string =>
  fileURLToPath(new URL(`../islands/${name}.tsx`, import.meta.url));

interface Built {
  /** The enhancement script's path, and its styles'. */
  readonly script: string;
  readonly styles: string[];
  /** Each island's module, and every module it imports, the module first. */
  readonly islands: Record<IslandName, string[]>;
}

/**
 * Bundles `input` into the client folder, its chunks named `<prefix>-<hash>`; its chunks. The
 * enhancement script and the islands are bundled apart: together, the modules they share would
 * be a chunk of their own, which every framework-free page would load with what only the islands
 * need from it (6.5 KB gzip more on every informational page).
 */
async function bundle(
  client: string,
  input: Record<string, string>,
  prefix: 'enhance' | 'island',
): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    // The islands load their texts as the app does (shared/i18n/catalogue.ts).
    plugins: [textParts()],
    // React's production build, as in the app's.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: client,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: {
        input,
        // An island's module is imported for its `hydrate` (islands/hydrate-island.tsx).
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: `assets/${prefix}-[hash].js`,
          // Named like the app's (vite.config.ts) for the benchmark, which counts a page's texts.
          chunkFileNames: (chunk) => {
            const texts = textPartId.exec(chunk.facadeModuleId ?? '');
            return texts
              ? `assets/island-texts-${texts[1]}-${texts[2]}-[hash].js`
              : `assets/${prefix}-[hash].js`;
          },
          assetFileNames: `assets/${prefix}-[hash][extname]`,
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk');
}

/** Builds the enhancement script and the islands into the client folder. */
async function buildScript(client: string): Promise<Built> {
  const [main] = (await bundle(client, { enhance: entry }, 'enhance')).filter(
    (chunk) => chunk.isEntry,
  );
  if (!main) throw new Error('the enhancement script was not built');
  const chunks = await bundle(
    client,
    Object.fromEntries(ISLAND_NAMES.map((name) => [name, islandEntry(name)])),
    'island',
  );
  const withImports = (chunk: Rollup.OutputChunk): string[] => {
    const found = new Set<string>();
    const queue = [chunk.fileName];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (found.has(next)) continue;
      found.add(next);
      queue.push(...(chunks.find((other) => other.fileName === next)?.imports ?? []));
    }
    return [...found].map((file) => `/${file}`);
  };
  const islands = Object.fromEntries(
    ISLAND_NAMES.map((name) => {
      const built = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
      if (!built) throw new Error(`the ${name} island was not built`);
      return [name, withImports(built)];
    }),
  ) as Record<IslandName, string[]>;
  // The script's own styles; an island's are the page's, which its prerendered HTML links.
  const styles = [...(main.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`);
  return { script: `/${main.fileName}`, styles, islands };
}

/** A text as plain words: a message of literal parts only (the shell's texts take no arguments). */
function plainText(catalogue: MessageCatalogue, id: string): string {
  const parts = (catalogue as Record<string, { type: number; value?: unknown }[] | undefined>)[id];
  if (!parts || parts.some((part) => part.type !== 0))
    throw new Error(`${id} is not a plain text the enhancement script can draw`);
  return parts.map((part) => String(part.value)).join('');
}

async function shellData(
  country: CountryCode,
  route: ShellData['route'],
  islands: ShellData['islands'],
): Promise<ShellData> {
  const catalogue = (
    (await import(`../../generated/messages/${countryLocale[country]}.ts`)) as {
      default: MessageCatalogue;
    }
  ).default;
  const footer: Record<string, string> = {};
  for (const group of FOOTER.groups)
    for (const link of group.links) {
      const href = link.route ? hrefOf(country, link.route) : null;
      if (href) footer[href] = link.id;
    }
  return {
    country,
    route,
    texts: Object.fromEntries(SHELL_TEXT_IDS.map((id) => [id, plainText(catalogue, id)])),
    links: {
      home: hrefOf(country, 'home') ?? `/${country}`,
      cookies: hrefOf(country, 'page-helpdesk-tac-cookies') ?? `/${country}`,
      compatibility: hrefOf(country, 'compatibility') ?? `/${country}`,
    },
    footer,
    islands,
  };
}

/** Builds the enhancement script and has every framework-free page load it, not the framework. */
export async function leaveOutTheFramework(client: string): Promise<void> {
  const { script, styles, islands } = await buildScript(client);
  for (const { path, country, route } of frameworkFreePages()) {
    const file = join(client, path.slice(1), 'index.html');
    const html = await readFile(file, 'utf8');
    // The islands the page draws: their modules are preloaded, for the script to hydrate them.
    const drawn = ISLAND_NAMES.filter((name) => html.includes(` ${ISLAND_ATTRIBUTE}="${name}"`));
    const data = await shellData(
      country,
      route,
      Object.fromEntries(drawn.map((name) => [name, islands[name][0] ?? ''])),
    );
    const preloads = drawn.flatMap((name) => islands[name]);
    const rewritten = withoutFramework(html, script, styles, data, preloads);
    if (rewritten === null) throw new Error(`${file} is not a page React Router writes`);
    await writeFile(file, rewritten);
  }
}
