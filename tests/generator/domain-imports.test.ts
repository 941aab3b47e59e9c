import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/sources.js';

/**
 * A domain reads another domain's source through that domain's typed accessor (ADR 0013), one way:
 * the flows read the routes, the routes never the flows. Type-only imports count as well.
 */
const domainsDir = join(repoRoot, 'generator/domains');

const domainOf = (path: string): string | undefined => {
  const [first, ...rest] = relative(domainsDir, path).split(sep);
  return rest.length > 0 ? first : undefined;
};

/** `from -> to` for each import of one domain folder's module from another's. */
function domainImports(): Set<string> {
  const edges = new Set<string>();
  const files = readdirSync(domainsDir, { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.ts'))
    .map((path) => join(domainsDir, path));
  for (const file of files) {
    const from = domainOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      const to = domainOf(resolve(dirname(file), specifier!));
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** The domains on a cycle of `edges`, if any (depth-first search). */
function cycle(edges: Set<string>): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return [];
    for (const to of next.get(node) ?? []) {
      const found = visit(to, [...path, node]);
      if (found.length > 0) return found;
    }
    done.add(node);
    return [];
  };
  for (const node of next.keys()) {
    const found = visit(node, []);
    if (found.length > 0) return found;
  }
  return [];
}

describe('the generator domains', () => {
  const edges = domainImports();

  it('import each other one way, without a cycle', () => {
    expect(cycle(edges)).toEqual([]);
  });

  it('are measured on the imports between them', () => {
    expect(edges).toContain('flows -> routes');
    expect(edges).toContain('navigation -> routes');
  });
});
