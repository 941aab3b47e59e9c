import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStaleness } from '../../cli/commands/start.js';

const root = mkdtempSync(join(tmpdir(), 'start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, secondsAgo: number) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), 'x');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(join(root, path), at, at);
};

describe('npm start builds when the build is stale', () => {
  const buildDir = join(root, 'build/client');

  it('builds when there is no build', () => {
    write('runtime/root.tsx', 100);
    expect(buildStaleness(root, buildDir)).toMatch(/no build/);
  });

  it('is current when the build is newer than its sources', () => {
    write('build/client/index.html', 50);
    write('generated/navigation.ts', 90);
    expect(buildStaleness(root, buildDir)).toBeNull();
  });

  it('ignores the web server, which is not part of the client build', () => {
    write('runtime/server/app.ts', 10);
    expect(buildStaleness(root, buildDir)).toBeNull();
  });

  it('rebuilds when a page or a generated module changed since', () => {
    write('runtime/pages/home.tsx', 10);
    expect(buildStaleness(root, buildDir)).toMatch(/^runtime/);
    write('build/client/index.html', 0);
    write('generated/routes/table.ts', -5);
    expect(buildStaleness(root, buildDir)).toMatch(/^generated/);
  });
});
