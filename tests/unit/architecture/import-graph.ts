/**
 * The import graph of runtime/, read from the sources as text: every relative import, export-from,
 * dynamic import() and import.meta.glob, type-only ones included. ESLint's import-x/no-cycle
 * leaves type-only imports out; this graph keeps them, so the layer tests see every tie between
 * two modules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const runtimeDir = join(repoRoot, 'runtime');

export interface ModuleNode {
  /** Path relative to runtime/. */
  readonly file: string;
  /** Relative imports resolved to paths relative to runtime/ (or `../generated/...`). */
  readonly imports: readonly string[];
  /** Bare package names this module imports (react, hono, ...). */
  readonly packages: readonly string[];
}

const sourceFile = /\.(ts|tsx)$/;
const specifiers =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*)['"]([^'"]+)['"]/g;

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return relative(runtimeDir, found ?? base);
}

export function importGraph(): Map<string, ModuleNode> {
  const graph = new Map<string, ModuleNode>();
  for (const path of walk(runtimeDir)) {
    const source = readFileSync(path, 'utf8');
    const imports: string[] = [];
    const packages: string[] = [];
    for (const [, specifier = ''] of source.matchAll(specifiers)) {
      if (specifier.startsWith('.')) imports.push(resolveImport(path, specifier));
      else
        packages.push(
          specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? specifier),
        );
    }
    const file = relative(runtimeDir, path);
    graph.set(file, { file, imports, packages });
  }
  return graph;
}

/** The groups of modules that import each other in a circle (strongly connected, size > 1). */
export function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Everything a set of modules reaches through relative imports, themselves included. */
export function reachable(
  graph: ReadonlyMap<string, ModuleNode>,
  roots: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const target of graph.get(file)?.imports ?? []) if (graph.has(target)) queue.push(target);
  }
  return seen;
}
