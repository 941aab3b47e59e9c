import { describe, expect, it } from 'vitest';
import {
  countryManifestHref,
  countryManifestSource,
  isCountryManifest,
  manifestHrefIn,
  parseRouterManifest,
  withCountryManifest,
} from '../../../../runtime/shared/routing/manifest-module.js';

const href = '/assets/manifest-63a77f5c.js';
const manifest = {
  entry: { module: '/assets/entry.client-a.js', imports: [] },
  routes: {
    root: { id: 'root', module: '/assets/root-a.js' },
    country__se: { id: 'country__se', parentId: 'root', module: '/assets/country-a.js' },
    home__se: { id: 'home__se', parentId: 'country__se', module: '/assets/home-a.js' },
    country__no: { id: 'country__no', parentId: 'root', module: '/assets/country-a.js' },
    home__no: { id: 'home__no', parentId: 'country__no', module: '/assets/home-a.js' },
  },
  url: href,
  version: '63a77f5c',
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

describe("a country's part of the route manifest", () => {
  it('lies next to the whole, named by the country', () => {
    expect(countryManifestHref(href, 'fi')).toBe('/assets/manifest-63a77f5c-fi.js');
    expect(isCountryManifest('manifest-63a77f5c-fi.js')).toBe(true);
    expect(isCountryManifest('manifest-63a77f5c.js')).toBe(false);
  });

  it("keeps the root and the country's routes, the rest of the manifest as it is", () => {
    const part = parseRouterManifest(countryManifestSource(source, href, 'no') ?? '');
    expect(part).toEqual({
      ...manifest,
      routes: {
        root: manifest.routes.root,
        country__no: manifest.routes.country__no,
        home__no: manifest.routes.home__no,
      },
      url: '/assets/manifest-63a77f5c-no.js',
    });
    expect(countryManifestSource('export default 1', href, 'no')).toBeNull();
  });

  it("is what a country's page loads, wherever the page named the whole", () => {
    const html =
      `<link rel="modulepreload" href="${href}"/>` +
      `<script type="module">import "${href}";\nimport("/assets/entry.client-a.js");</script>`;
    const page = withCountryManifest(html, href, 'dk');
    expect(page).not.toContain(href);
    expect(page.split('/assets/manifest-63a77f5c-dk.js')).toHaveLength(3);
    expect(manifestHrefIn(page)).toBe('/assets/manifest-63a77f5c-dk.js');
  });
});
