/**
 * Which texts each page can draw, read from the runtime's source at build time (Node only): every
 * string literal that is a message id, every template literal whose fixed start names some
 * (`code.invoiceType.${type}` stands for every `code.invoiceType.` text), every code table whose
 * texts a module asks for (`codeMessageId(displayStateCodes, ...)`) and the parts of the
 * texts a public page's loader takes with its data (`pageTexts(request, ['payment-options'])`).
 * The modules are the page's, its layout's, the country route's and the root's, with all they
 * import, also with import(): a part the page draws later (a dialog, a lazy menu) counts too.
 * Type-only imports carry no texts.
 *
 * Read by the test of the parts each page loads (tests/unit/runtime/i18n/route-texts.test.ts)
 * and by the build, which hands the content review its map of texts and pages (textUsagePlugin,
 * docs/decisions/0021).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { messageIds } from '../../../generated/messages/index.js';
import type { LayoutId, RouteName } from '../../../generated/routes/table.js';
import { layoutFile, plannedRoutes } from '../routing/plan.js';
import { partOfText } from './text-rules.js';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const ids: readonly string[] = messageIds;
const idSet = new Set(ids);

/**
 * Modules that name texts without drawing them: the route table names every route's title (a
 * page draws its own, which its module names too), the code tables every code's text (a page
 * asks for a table's texts by its name, or by a template of their ids), and the country terms
 * the public pages' texts, which come with those pages' data. The flow table names every flow's
 * dialog texts: every logged-in page reads it to know which flow links open
 * (shared/flows/built-steps.tsx), and only the pages that host the flows draw them, from their
 * own modules. The message index names every id (the content review lists them all).
 */
export const NAMING_ONLY = [
  'generated/routes/table.ts',
  'generated/routes/table-data.ts',
  'generated/codes.ts',
  'generated/codes-data.ts',
  'generated/codes/',
  'generated/countries/',
  'generated/flows.ts',
  'generated/flows-data.ts',
  'generated/messages/',
];

// `import x from '...'`, `export ... from '...'`, `import '...'`, `import('...')`; not `import type`.
const importPattern =
  /(?:^|[;\s])(?:import(?!\s+type\s)(?:[\s\S]*?from\s*)?|export(?!\s+type\s)[^;'"]*?from\s*)['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const literalPattern = /'([a-zA-Z][\w.-]*)'|"([a-zA-Z][\w.-]*)"|`([a-zA-Z][\w.-]*)(\$\{|`)/g;
// A code's text by its table (generated/codes/lookup.ts): `codeMessageId(displayStateCodes, state)`.
const codeTextPattern = /codeMessageId\(\s*(\w+)Codes\b/g;
// A public page's own texts, which its loader takes with its data (shared/i18n/page-texts.tsx).
const pageTextsPattern = /pageTexts\(\s*\w+\s*,\s*\[([^\]]*)\]/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a library: no texts of ours
  const bare = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [bare.replace(/\.js$/, '.ts'), bare.replace(/\.js$/, '.tsx'), bare]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

interface ModuleTexts {
  readonly ids: Set<string>;
  readonly imports: string[];
}

const modules = new Map<string, ModuleTexts>();

function addStartingWith(found: Set<string>, prefix: string): void {
  for (const id of ids) if (id.startsWith(prefix)) found.add(id);
}

function readModule(file: string): ModuleTexts {
  const cached = modules.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const found: ModuleTexts = { ids: new Set(), imports: [] };
  for (const match of source.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target) found.imports.push(target);
  }
  for (const match of source.matchAll(literalPattern)) {
    const whole = match[1] ?? match[2] ?? (match[4] === '`' ? match[3] : undefined);
    if (whole !== undefined) {
      if (idSet.has(whole)) found.ids.add(whole);
      continue;
    }
    const prefix = match[3] ?? '';
    // A template's fixed start stands for the texts it can become, once it names a group.
    if (prefix.includes('.')) addStartingWith(found.ids, prefix);
  }
  for (const match of source.matchAll(codeTextPattern))
    addStartingWith(found.ids, `code.${match[1]}.`);
  for (const match of source.matchAll(pageTextsPattern)) {
    const parts = [...(match[1] ?? '').matchAll(/['"]([\w-]+)['"]/g)].map((part) => part[1]);
    for (const id of ids) if (parts.includes(partOfText(id))) found.ids.add(id);
  }
  modules.set(file, found);
  return found;
}

interface Reached {
  /** What the modules that draw texts name. */
  readonly drawn: Set<string>;
  /** What the naming-only modules among them name. */
  readonly named: Set<string>;
}

function reach(files: readonly string[], namingOnly: readonly string[]): Reached {
  const skipped = namingOnly.map((path) => resolve(repoRoot, path));
  const seen = new Set<string>();
  const reached: Reached = { drawn: new Set(), named: new Set() };
  const queue = files.map((file) => resolve(repoRoot, file));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const module = readModule(next);
    const into = skipped.some((path) => next.startsWith(path)) ? reached.named : reached.drawn;
    module.ids.forEach((id) => into.add(id));
    queue.push(...module.imports);
  }
  return reached;
}

/**
 * Every text id the modules reachable from these files (relative to the repository) name, but for
 * the ids of modules under `namingOnly` (paths or folders relative to the repository), which
 * name texts they do not draw; their imports are followed all the same.
 */
export const textIdsReachableFrom = (
  files: readonly string[],
  namingOnly: readonly string[] = NAMING_ONLY,
): Set<string> => reach(files, namingOnly).drawn;

/** A text's group: its id up to the second dot (`flow.pay.`, `code.loginState.`, `country.`). */
function groupOf(id: string): string {
  const segments = id.split('.');
  return `${segments.slice(0, Math.min(2, segments.length - 1)).join('.')}.`;
}

/**
 * What modules reachable from the files draw, and what the tables they read name in a group they
 * draw from: a flow's outcome texts are named by the flow table only, and drawn by the pages that
 * draw the flow's steps (the texts of the flow's group).
 */
function drawnFrom(files: readonly string[]): Set<string> {
  const { drawn, named } = reach(files, NAMING_ONLY);
  const groups = new Set([...drawn].map(groupOf));
  for (const id of named) if (groups.has(groupOf(id))) drawn.add(id);
  return drawn;
}

/** The modules around every page: the entries, the root and the country route. */
const FRAME_FILES = ['runtime/root.tsx', 'runtime/routes/country.tsx', 'runtime/entry.client.tsx'];

/**
 * The texts of every built page, as indexes into `messageIds`: what the frame of each layout draws
 * (on every page of that layout) and what each page draws beyond its layout's frame.
 */
export interface TextUsage {
  readonly frames: Partial<Record<LayoutId, readonly number[]>>;
  readonly pages: Partial<Record<RouteName, readonly number[]>>;
}

const indexOf = new Map(ids.map((id, index) => [id, index]));
const indexes = (found: Iterable<string>): number[] =>
  [...found].map((id) => indexOf.get(id) ?? -1).sort((a, b) => a - b);

/** The texts each built page and its layout's frame can draw. Reads the source afresh. */
export function textUsage(): TextUsage {
  modules.clear();
  const frames: Partial<Record<LayoutId, Set<string>>> = {};
  const pages: Partial<Record<RouteName, readonly number[]>> = {};
  for (const { name, definition, file } of plannedRoutes()) {
    let frame = frames[definition.layout];
    if (!frame) {
      frame = drawnFrom([...FRAME_FILES, `runtime/${layoutFile(definition.layout)}`]);
      frames[definition.layout] = frame;
    }
    const own = [...drawnFrom([`runtime/${file}`])].filter((id) => !frame.has(id));
    pages[name] = indexes(own);
  }
  return {
    frames: Object.fromEntries(
      Object.entries(frames).map(([layout, found]) => [layout, indexes(found)]),
    ),
    pages,
  };
}

/** The module the content review imports the map from (runtime/features/preview). */
const TEXT_USAGE_ID = 'virtual:text-usage';

/**
 * Hands the content review the map of texts and pages as the build sees the source: a module of
 * its own that only the preview imports, with import(), so no customer page carries it. Built,
 * not generated: it follows the runtime's code, which the generator does not read
 * (docs/decisions/0021). In vite.config.ts, vitest.config.ts and Storybook's config.
 */
export function textUsagePlugin(): Plugin {
  return {
    name: 'selfservice:text-usage',
    resolveId: (id) => (id === TEXT_USAGE_ID ? `\0${TEXT_USAGE_ID}` : null),
    load(id) {
      if (id !== `\0${TEXT_USAGE_ID}`) return null;
      const usage = textUsage();
      for (const file of modules.keys()) this.addWatchFile(file);
      return `// Which texts each page draws (runtime/shared/i18n/text-usage.ts)\nexport default JSON.parse(${JSON.stringify(JSON.stringify(usage))});\n`;
    },
  };
}
