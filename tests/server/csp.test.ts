import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  manifestHrefIn,
  parseRouterManifest,
} from '../../runtime/shared/routing/manifest-module.js';
import { contentSecurityPolicy, inlineHashes } from '../../runtime/server/csp.js';
import { chooseEncoding } from '../../runtime/server/static-files.js';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes exactly the inline scripts and styles, not external scripts', () => {
    const html =
      '<style>a{}</style><script>one()</script><SCRIPT type="module">\n two()\n</SCRIPT>' +
      '<script src="/assets/x.js"></script><script>one()</script>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('one()'), hash('\n two()\n')],
      styles: [hash('a{}')],
    });
  });

  it('builds a policy without unsafe-inline', () => {
    const csp = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [] }, false);
    expect(csp).toContain("script-src 'self' 'sha256-a'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy()).toContain('upgrade-insecure-requests');
  });
});

describe('build manifest', () => {
  it('reads React Router manifest modules', () => {
    const source =
      'window.__reactRouterManifest={"routes":{"home__se":{"module":"/assets/home-1.js"}}};';
    expect(parseRouterManifest(source)?.routes?.['home__se']?.module).toBe('/assets/home-1.js');
    expect(parseRouterManifest('export default 1')).toBeNull();
    expect(manifestHrefIn('<link href="/assets/manifest-eba94f6a.js"/>')).toBe(
      '/assets/manifest-eba94f6a.js',
    );
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});
