/**
 * The build's plugin that serves each part of a language's texts as a module of its own, used
 * by the app's build (vite.config.ts) and by the enhancement script's (runtime/enhance/build.ts),
 * whose islands load the texts as the app does (runtime/shared/i18n/catalogue.ts). Node only.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { TEXT_PARTS } from './text-parts.js';
import { partOfText } from './text-rules.js';

/** A part of a language's texts as runtime/shared/i18n/catalogue.ts imports it. */
export const textPartId = /\/generated\/messages\/(sv|nb|fi|da)\.ts\?texts=([a-z-]+)$/;

/**
 * Cuts a language's catalogue (generated/messages/<locale>.ts, one text per line) into the parts
 * of runtime/shared/i18n/text-parts.ts: `<locale>.ts?texts=<part>` is a module of that part's texts
 * alone, so a page loads the texts it draws and not every page's (issue 4 budget). The texts are
 * JSON, and JSON.parse of a string is quicker for the browser than the same object as code.
 */
export function textParts(): Plugin {
  // Each language's catalogue is read once per change, whatever number of parts is asked for.
  const catalogues = new Map<string, { mtimeMs: number; texts: [string, unknown][] }>();
  const catalogueOf = async (file: string): Promise<[string, unknown][] | null> => {
    const { mtimeMs } = await stat(file);
    const cached = catalogues.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.texts;
    const source = await readFile(file, 'utf8');
    const lines = [...source.matchAll(/^ {2}("[^"]+": \[.*\]),?$/gm)];
    if (lines.length === 0) return null;
    const texts = lines.flatMap(([, line]) =>
      Object.entries(JSON.parse(`{${line}}`) as Record<string, unknown>),
    );
    catalogues.set(file, { mtimeMs, texts });
    return texts;
  };
  return {
    name: 'selfservice:text-parts',
    enforce: 'pre',
    async load(id) {
      const match = textPartId.exec(id);
      if (!match) return null;
      const [, locale, part] = match;
      if (!(TEXT_PARTS as readonly string[]).includes(part ?? ''))
        this.error(`unknown part of the texts: ${part} (runtime/shared/i18n/text-parts.ts)`);
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = await catalogueOf(file);
      if (!texts)
        this.error(`no texts found in ${file}: has the generated catalogue's layout changed?`);
      const picked = Object.fromEntries(texts.filter(([textId]) => partOfText(textId) === part));
      return `// The ${part} texts of ${locale} (vite.config.ts textParts)\nexport default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
  };
}
