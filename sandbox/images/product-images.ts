/**
 * The image service (core §3 Order line: image id, size, 1:1 aspect) as the sandbox serves it,
 * at the path of schema/brands.yaml's template. Each product the sandbox sells (a brand and SKU
 * of its order lines) has an image: a small SVG drawn from its id, the same every time. Any other
 * id is a 404, as a real image service answers an image it does not have.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { imageId, imageService, isBrandSlug } from '../../generated/brands.js';
import type { Queryable } from '../db/database.js';

/** The route's path: the template's path up to the id (`/images/`). */
export const productImagePrefix = imageService.pathTemplate.slice(
  0,
  imageService.pathTemplate.indexOf('{imageId}'),
);

/** Sizes the service draws, in pixels: what a page asks for, and no absurd ones. */
export const imageSizes = { min: 16, max: 1024, default: 128 } as const;

/** The image ids of the products the sandbox knows, read from its order lines. */
async function knownImageIds(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ brand: string; sku: string }>(
    'select distinct brand, sku from order_lines',
  );
  return new Set(rows.flatMap((r) => (isBrandSlug(r.brand) ? [imageId(r.brand, r.sku)] : [])));
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A product picture of `id`: a tinted background, a product shape and the SKU parts, its colours
 * and shape chosen by the id's hash (so each product looks the same everywhere, and different
 * products differ). Square, `size` pixels.
 */
export function productImageSvg(id: string, size: number): string {
  const hash = createHash('sha256').update(id).digest();
  const hue = Math.round(((hash[0] ?? 0) / 255) * 360);
  const accent = (hue + 40 + ((hash[1] ?? 0) % 80)) % 360;
  const shapes = [
    // A box with a lid.
    '<rect x="28" y="40" width="44" height="36" rx="3"/><rect x="24" y="32" width="52" height="10" rx="2"/>',
    // A bottle.
    '<rect x="42" y="20" width="16" height="12" rx="2"/><rect x="34" y="32" width="32" height="46" rx="8"/>',
    // A bag with a handle.
    '<path d="M30 40h40l4 38H26z"/><path d="M40 40v-8a10 10 0 0 1 20 0v8" fill="none" stroke-width="4"/>',
    // A shoe.
    '<path d="M22 66c0-10 4-24 12-24 6 0 8 8 18 10s26 4 26 14v4H22z"/>',
  ];
  const shape = shapes[(hash[2] ?? 0) % shapes.length];
  const parts = id.split('_').slice(1, 3).join('-');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="hsl(${hue} 45% 90%)"/>`,
    `<g fill="hsl(${accent} 50% 45%)" stroke="hsl(${accent} 50% 35%)">${shape}</g>`,
    `<text x="50" y="93" font-family="sans-serif" font-size="9" text-anchor="middle" fill="hsl(${hue} 30% 30%)">${escapeXml(parts)}</text>`,
    '</svg>',
  ].join('');
}

/** The size asked for (w and h alike, 1:1), or null when the request is not one the service takes. */
function requestedSize(query: (name: string) => string | undefined): number | null {
  const w = query('w');
  const h = query('h');
  const aspect = query('aspect');
  if (aspect !== undefined && aspect !== '1:1') return null;
  if (w !== undefined && h !== undefined && w !== h) return null;
  const text = w ?? h;
  if (text === undefined) return imageSizes.default;
  if (!/^\d{1,4}$/.test(text)) return null;
  const size = Number(text);
  return size >= imageSizes.min && size <= imageSizes.max ? size : null;
}

export function productImageRoutes(db: Queryable): Hono {
  const images = new Hono();
  images.get('/:id', async (c) => {
    const size = requestedSize((name) => c.req.query(name));
    if (size === null) {
      return c.text(
        `Ask for a square image: w and h equal, ${imageSizes.min} to ${imageSizes.max} pixels, aspect 1:1.`,
        400,
      );
    }
    const id = c.req.param('id');
    if (!(await knownImageIds(db)).has(id)) return c.text(`No image ${id}.`, 404);
    return c.body(productImageSvg(id, size), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // An image of another origin (the web app's pages) may show it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // Drawn, not uploaded: nothing in it may run, even opened on its own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return images;
}
