/**
 * The layers of runtime/ (docs/layers.md), measured on the import graph with type-only and
 * dynamic imports included: zero cycles of modules, zero pairs of folders importing each other,
 * and a web server whose every reachable module runs without a browser or React.
 */
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, reachable } from './import-graph.js';

const graph = importGraph();
const inRuntime = (file: string) => graph.has(file);

/** The unit a folder pair is counted in: `shared/<x>`, `features/<x>`, `routes`, `server`. */
function unitOf(file: string): string {
  const [top = '', sub, ...rest] = file.split('/');
  if (sub === undefined) return 'entry';
  return (top === 'shared' || top === 'features') && rest.length > 0 ? `${top}/${sub}` : top;
}

describe('the runtime layers', () => {
  it('have no import cycle between modules, type-only imports included', () => {
    const edges = new Map(
      [...graph.values()].map((node) => [node.file, node.imports.filter(inRuntime)] as const),
    );
    expect(cycles(edges)).toEqual([]);
  });

  it('have no two folders that import each other', () => {
    const pairs = new Set<string>();
    for (const node of graph.values())
      for (const target of node.imports.filter(inRuntime)) {
        const from = unitOf(node.file);
        const to = unitOf(target);
        if (from !== to) pairs.add(`${from} -> ${to}`);
      }
    const bothWays = [...pairs].filter((pair) => {
      const [from = '', to = ''] = pair.split(' -> ');
      return from < to && pairs.has(`${to} -> ${from}`);
    });
    expect(bothWays).toEqual([]);
  });

  it('keep features apart: a feature imports only itself and shared/', () => {
    const crossings = [...graph.values()].flatMap((node) =>
      unitOf(node.file).startsWith('features/')
        ? node.imports
            .filter(inRuntime)
            .filter(
              (target) => unitOf(target) !== unitOf(node.file) && !target.startsWith('shared/'),
            )
            .map((target) => `${node.file} -> ${target}`)
        : [],
    );
    expect(crossings).toEqual([]);
  });

  it('give the web server only modules that run without a browser or React', () => {
    const serverRoots = [...graph.keys()].filter((file) => file.startsWith('server/'));
    const modules = [...reachable(graph, serverRoots)];
    expect(modules.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(
      modules.filter((file) => !file.startsWith('server/') && !file.startsWith('shared/')),
    ).toEqual([]);
    const browserPackages = /^(react|react-dom|react-router|@tanstack\/react-query|react-intl)$/;
    const uses = modules.flatMap((file) =>
      graph
        .get(file)!
        .packages.filter((name) => browserPackages.test(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(uses).toEqual([]);
  });

  it('are measured on a graph that sees type-only and dynamic imports', () => {
    const clientLog = graph.get('shared/tracking/client-log.ts');
    expect(clientLog?.imports).toContain('shared/tracking/log-batch.ts');
    expect(graph.size).toBeGreaterThan(200);
  });
});
