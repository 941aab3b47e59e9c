import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaleness, reactRouterBin } from '../../cli/commands/start.js';

const root = mkdtempSync(join(tmpdir(), 'start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const secondsAgo = (seconds: number) => Date.now() / 1000 - seconds;

/** Writes a file of the checkout as an editor does: its folder keeps its time. */
const edit = (path: string, ago: number) => {
  writeFileSync(join(root, path), 'x');
  utimesSync(join(root, path), secondsAgo(ago), secondsAgo(ago));
};

/** Sets a whole tree to one time, as a fresh clone's files all have the clone's time. */
function age(path: string, ago: number): void {
  if (statSync(path).isDirectory())
    for (const entry of readdirSync(path)) age(join(path, entry), ago);
  utimesSync(path, secondsAgo(ago), secondsAgo(ago));
}

describe('npm start builds when the build is stale', () => {
  const buildDir = join(root, 'build/client');

  beforeAll(() => {
    const sources = [
      'runtime/root.tsx',
      'runtime/routes/pages/home.tsx',
      'runtime/server/app.ts',
      'generated/navigation.ts',
      'generated/routes/table.ts',
      'package.json',
    ];
    for (const path of sources) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), 'x');
    }
    age(root, 100);
  });

  it('builds when there is no build', () => {
    expect(buildStaleness(root, buildDir)).toMatch(/no build/);
  });

  it('is current when the build is newer than its sources', () => {
    mkdirSync(buildDir, { recursive: true });
    edit('build/client/index.html', 50);
    expect(buildStaleness(root, buildDir)).toBeNull();
  });

  it('ignores the web server, which is not part of the client build', () => {
    edit('runtime/server/app.ts', 10);
    expect(buildStaleness(root, buildDir)).toBeNull();
  });

  it('rebuilds when a page or a generated module changed since', () => {
    edit('runtime/routes/pages/home.tsx', 10);
    expect(buildStaleness(root, buildDir)).toMatch(/^runtime/);
    edit('build/client/index.html', 0);
    edit('generated/routes/table.ts', -5);
    expect(buildStaleness(root, buildDir)).toMatch(/^generated/);
  });

  it('rebuilds when a source file is deleted or the packages change', () => {
    edit('build/client/index.html', -10);
    rmSync(join(root, 'runtime/routes/pages/home.tsx'));
    utimesSync(join(root, 'runtime/routes/pages'), secondsAgo(-20), secondsAgo(-20));
    expect(buildStaleness(root, buildDir)).toMatch(/^runtime/);
    edit('build/client/index.html', -30);
    edit('package.json', -40);
    expect(buildStaleness(root, buildDir)).toMatch(/^package\.json changed/);
  });
});

describe('npm start runs the build with the installed react-router command', () => {
  it('finds it through the package.json bin field, not an export the package does not have', () => {
    const repo = new URL('../..', import.meta.url).pathname;
    const bin = reactRouterBin(repo);
    expect(bin).toMatch(/node_modules\/@react-router\/dev\/bin\.js$/);
    expect(statSync(bin).isFile()).toBe(true);
  });
});
