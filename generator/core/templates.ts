import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import type { Domain, Emitted, Templates } from './types.js';

/** The generator's own folder: its templates and verbatim modules, wherever the sources are. */
const GENERATOR_DIR = fileURLToPath(new URL('../', import.meta.url));

const TEMPLATES = 'templates';
const VERBATIM = 'verbatim';

/**
 * The absolute folders of the generator's own text files (templates and verbatim modules): the
 * pipeline reads them on each run as it reads the sources, so `generate --watch` watches them too.
 */
export const generatorTextFolders = (): string[] =>
  [TEMPLATES, VERBATIM].map((folder) => join(GENERATOR_DIR, folder));

/**
 * The generator's own text files, as the pipeline reads them on each run (never at import time):
 * the Handlebars templates under `templates/` and the hand-written modules under `verbatim/`.
 * Paths are relative to generator/ with forward slashes.
 */
export interface GeneratorFiles {
  read(path: string): string;
  /** Every file under a folder, at any depth, sorted. */
  list(folder: string): string[];
}

/** The files on disk; tests replace some in memory (`overrides`, by path under generator/). */
export function generatorFiles(overrides: ReadonlyMap<string, string> = new Map()): GeneratorFiles {
  return {
    read(path) {
      return overrides.get(path) ?? readFileSync(join(GENERATOR_DIR, path), 'utf8');
    },
    list(folder) {
      const onDisk = readdirSync(join(GENERATOR_DIR, folder), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          relative(GENERATOR_DIR, join(entry.parentPath, entry.name)).split(sep).join(posix.sep),
        );
      const added = [...overrides.keys()].filter((path) => path.startsWith(`${folder}/`));
      return [...new Set([...onDisk, ...added])].sort();
    },
  };
}

/**
 * The one template loader. A private Handlebars environment without helpers: templates place
 * values the emitters prepared (`{{#each}}` and `{{#if}}` at most). `noEscape`, because the output
 * is TypeScript, not HTML; `strict`, so a value missing from a view fails instead of printing
 * nothing. Each template is compiled once per run.
 */
export function templatesOf(files: GeneratorFiles): Templates {
  const handlebars = Handlebars.create();
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return {
    render(name, view) {
      let template = compiled.get(name);
      if (!template) {
        const source = files.read(`${TEMPLATES}/${name}`);
        template = handlebars.compile(source, { noEscape: true, strict: true });
        compiled.set(name, template);
      }
      return template(view);
    },
  };
}

/**
 * The hand-written modules of generated/: `generator/verbatim/<path>` is `generated/<path>`, as
 * written, for the domain that lists it. They are the static TypeScript (types, helpers applying
 * the data) that would otherwise sit in templates; as source they are linted, formatted and
 * type-checked (tsconfig `rootDirs` lets them import the generated modules they will stand beside).
 */
export function verbatimOutputs(files: GeneratorFiles, domain: Domain): Emitted[] {
  return (domain.verbatim ?? []).map((path) => ({
    path,
    content: files.read(`${VERBATIM}/${path}`),
    sources: [`generator/${VERBATIM}/${path}`],
  }));
}

/** A verbatim module no domain lists would silently not be emitted: name it instead. */
export function unclaimedVerbatim(files: GeneratorFiles, domains: Domain[]): string[] {
  const claimed = new Set(domains.flatMap((d) => d.verbatim ?? []));
  return files
    .list(VERBATIM)
    .map((path) => path.slice(VERBATIM.length + 1))
    .filter((path) => !claimed.has(path));
}
