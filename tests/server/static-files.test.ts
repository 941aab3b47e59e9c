import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../runtime/server/csp.js';
import { recheckMs, staticFiles } from '../../runtime/server/static-files.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'static-files-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

describe('staticFiles (issue 18: no disk access per request)', () => {
  it('serves a found file from memory and asks the disk again only after the recheck time', async () => {
    const folder = folderWith({ 'page.html': '<p>one</p>' });
    let clock = 0;
    const files = staticFiles(folder, () => clock);
    const first = await files.get('page.html');
    expect(first?.body.toString()).toBe('<p>one</p>');
    // A rebuild writes the file anew (another size, so the change shows whatever the mtime).
    writeFileSync(join(folder, 'page.html'), '<p>two, longer</p>');
    clock += recheckMs - 1;
    expect(await files.get('page.html')).toBe(first);
    clock += 1;
    expect((await files.get('page.html'))?.body.toString()).toBe('<p>two, longer</p>');
  });

  it('forgets a file removed from disk once it rechecks', async () => {
    const folder = folderWith({ 'gone.txt': 'here' });
    let clock = 0;
    const files = staticFiles(folder, () => clock);
    expect(await files.get('gone.txt')).not.toBeNull();
    rmSync(join(folder, 'gone.txt'));
    clock += recheckMs;
    expect(await files.get('gone.txt')).toBeNull();
  });
});

describe('contentSecurityPolicy (made once per page)', () => {
  it('answers the same policy for a page however often it is asked', () => {
    const hashes = { scripts: ["'sha256-a'"], styles: [] };
    const first = contentSecurityPolicy(hashes, true, ['https://tags.test'], ['https://img.test']);
    expect(contentSecurityPolicy(hashes, true, ['https://tags.test'], ['https://img.test'])).toBe(
      first,
    );
    expect(first).toContain("script-src 'self' https://tags.test 'sha256-a'");
    expect(contentSecurityPolicy(hashes, false, [], [])).not.toContain('upgrade-insecure');
  });
});
