/**
 * The text ids a page can draw, read from its modules' source: every string literal that is a
 * message id, every template literal whose fixed start names some (`code.invoiceType.${type}`
 * stands for every `code.invoiceType.` text), and every code table whose texts it asks for by
 * name (`codeMessageId('displayState', ...)`). The modules are the page's, its layout's, the
 * country route's and the root's, with all they import, also with import(): a part the page draws
 * later (a dialog, a lazy menu) must not be missing either. Type-only imports carry no texts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageIds } from '../../../../generated/messages/index.js';

const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const ids: readonly string[] = messageIds;
const idSet = new Set(ids);

// `import x from '...'`, `export ... from '...'`, `import '...'`, `import('...')`; not `import type`.
const importPattern =
  /(?:^|[;\s])(?:import(?!\s+type\s)(?:[\s\S]*?from\s*)?|export(?!\s+type\s)[^;'"]*?from\s*)['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const literalPattern = /'([a-zA-Z][\w.-]*)'|"([a-zA-Z][\w.-]*)"|`([a-zA-Z][\w.-]*)(\$\{|`)/g;
// A code's text by its table (generated/codes.ts): `codeMessageId('displayState', state)`.
const codeTextPattern = /codeMessageId\(\s*['"](\w+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a library: no texts of ours
  const bare = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [bare.replace(/\.js$/, '.ts'), bare.replace(/\.js$/, '.tsx'), bare]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const idsOfModule = new Map<string, { ids: Set<string>; imports: string[] }>();

function readModule(file: string): { ids: Set<string>; imports: string[] } {
  let found = idsOfModule.get(file);
  if (found) return found;
  const source = readFileSync(file, 'utf8');
  const found2 = { ids: new Set<string>(), imports: [] as string[] };
  for (const match of source.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target) found2.imports.push(target);
  }
  for (const match of source.matchAll(literalPattern)) {
    const whole = match[1] ?? match[2] ?? (match[4] === '`' ? match[3] : undefined);
    if (whole !== undefined) {
      if (idSet.has(whole)) found2.ids.add(whole);
      continue;
    }
    const prefix = match[3] ?? '';
    // A template's fixed start stands for the texts it can become, once it names a group.
    if (prefix.includes('.')) for (const id of ids) if (id.startsWith(prefix)) found2.ids.add(id);
  }
  for (const match of source.matchAll(codeTextPattern)) {
    const prefix = `code.${match[1]}.`;
    for (const id of ids) if (id.startsWith(prefix)) found2.ids.add(id);
  }
  found = found2;
  idsOfModule.set(file, found);
  return found;
}

/**
 * Every text id the modules reachable from these files (relative to the repository) name, but for
 * the ids of modules under `namingOnly` (paths or folders relative to the repository), which
 * name texts they do not draw; their imports are followed all the same.
 */
export function textIdsReachableFrom(
  files: readonly string[],
  namingOnly: readonly string[] = [],
): Set<string> {
  const skipped = namingOnly.map((path) => resolve(repoRoot, path));
  const seen = new Set<string>();
  const result = new Set<string>();
  const queue = files.map((file) => resolve(repoRoot, file));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const module = readModule(next);
    if (!skipped.some((path) => next.startsWith(path))) module.ids.forEach((id) => result.add(id));
    queue.push(...module.imports);
  }
  return result;
}
