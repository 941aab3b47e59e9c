/**
 * The build's part for the framework-free pages (docs/decisions/0024), run by
 * react-router.config.ts once React Router has written the pages: builds the enhancement script
 * (runtime/enhance/main.ts) with Vite as a module of its own, hashed like every asset, and
 * rewrites each framework-free page to load it instead of the framework
 * (routing/framework-free.ts). Fails the build when a page is not as React Router writes it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { countryLocale, type CountryCode } from '../../generated/countries/index.js';
import { FOOTER } from '../../generated/navigation.js';
import type { MessageCatalogue } from '../../generated/messages/index.js';
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

/** Builds the enhancement script into the client folder; its path and its styles' paths. */
async function buildScript(client: string): Promise<{ script: string; styles: string[] }> {
  const output = (await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: client,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: {
        input: { enhance: entry },
        output: {
          entryFileNames: 'assets/enhance-[hash].js',
          chunkFileNames: 'assets/enhance-[hash].js',
          assetFileNames: 'assets/enhance-[hash][extname]',
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const main = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!main) throw new Error('the enhancement script was not built');
  const styles = chunks.filter((chunk) => chunk.fileName.endsWith('.css'));
  return { script: `/${main.fileName}`, styles: styles.map((style) => `/${style.fileName}`) };
}

/** A text as plain words: a message of literal parts only (the shell's texts take no arguments). */
function plainText(catalogue: MessageCatalogue, id: string): string {
  const parts = (catalogue as Record<string, { type: number; value?: unknown }[] | undefined>)[id];
  if (!parts || parts.some((part) => part.type !== 0))
    throw new Error(`${id} is not a plain text the enhancement script can draw`);
  return parts.map((part) => String(part.value)).join('');
}

async function shellData(country: CountryCode, route: ShellData['route']): Promise<ShellData> {
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
  };
}

/** Builds the enhancement script and has every framework-free page load it, not the framework. */
export async function leaveOutTheFramework(client: string): Promise<void> {
  const { script, styles } = await buildScript(client);
  for (const { path, country, route } of frameworkFreePages()) {
    const file = join(client, path.slice(1), 'index.html');
    const html = await readFile(file, 'utf8');
    const rewritten = withoutFramework(html, script, styles, await shellData(country, route));
    if (rewritten === null) throw new Error(`${file} is not a page React Router writes`);
    await writeFile(file, rewritten);
  }
}
