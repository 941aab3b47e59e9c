/**
 * The image service the sandbox serves (issue 11: every product image pointed at a host that does
 * not exist): each seeded product has its own image at the brands' template path, the same on
 * every ask, square at the size asked for; an id the service does not have is a 404, a request
 * that is not a square image a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageId, imagePath, isBrandSlug } from '../../generated/brands.js';
import { personas } from '../../sandbox/seed/personas.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

const seededLines = personas.flatMap((p) =>
  (p.orders ?? []).flatMap((o) => o.lines.map((l) => ({ brand: o.brand, sku: l.sku }))),
);

describe.each(engines)('product images on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const get = (path: string) => api.request(path);

  it('draws every seeded product, square at the size asked for, the same each time', async () => {
    expect(seededLines.length).toBeGreaterThan(10);
    const seen = new Map<string, string>();
    for (const { brand, sku } of seededLines) {
      if (!isBrandSlug(brand)) throw new Error(`unknown brand ${brand}`);
      const answer = await get(imagePath(brand, sku, 64));
      expect(answer.status, `${brand} ${sku}`).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = await answer.text();
      expect(svg).toMatch(/^<svg [^>]*width="64" height="64" viewBox="0 0 100 100"/);
      expect(await (await get(imagePath(brand, sku, 64))).text()).toBe(svg);
      seen.set(imageId(brand, sku), svg);
    }
    // Different products look different.
    expect(new Set(seen.values()).size).toBe(seen.size);
    const [first] = seededLines;
    if (!first || !isBrandSlug(first.brand)) throw new Error('no seeded line');
    const large = await (await get(imagePath(first.brand, first.sku, 128))).text();
    expect(large).toMatch(/width="128" height="128"/);
  });

  it('answers 404 for an id it does not have', async () => {
    for (const path of [
      imagePath('nordpay', '99-999-99', 64),
      '/images/NOT_AN_ID?w=64&h=64&aspect=1:1',
      '/images/%3Cscript%3E?w=64&h=64&aspect=1:1',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers 400 for a request that is no square image of a sensible size', async () => {
    const [first] = seededLines;
    if (!first || !isBrandSlug(first.brand)) throw new Error('no seeded line');
    const base = imagePath(first.brand, first.sku, 64).split('?')[0];
    for (const query of [
      'w=64&h=32',
      'w=64&h=64&aspect=4:3',
      'w=0&h=0',
      'w=99999&h=99999',
      'w=x&h=x',
    ]) {
      expect((await get(`${base}?${query}`)).status, query).toBe(400);
    }
    expect(api.errors).toEqual([]);
  });
});
