/**
 * core §3 Order line: "Product images come from an image service using a template with image id,
 * size and 1:1 aspect; the id is built from a brand prefix, the first two SKU parts and a brand
 * suffix." The prefixes, suffixes and template are schema/brands.yaml's.
 */
import { describe, expect, test } from 'vitest';
import { imageService } from '../../../../../generated/brands.js';
import { imageServiceOrigin } from '../../../../../runtime/shared/domain/image-service.js';
import {
  brandSlugOf,
  productImage,
  productImageId,
} from '../../../../../runtime/shared/domain/product-image.js';

describe('productImageId', () => {
  test.each([
    ['own brand: prefix, first two SKU parts, suffix', 'nordpay', '14-220-05', 'NP_14_220_pi'],
    ['a partner with its own suffix', 'skogsport', '31-002-09', 'SS_31_002_ms'],
    ['a SKU of exactly two parts', 'fjallmode', '20-330', 'FM_20_330_pi'],
    ['the own brand by its company code', 'NP', '14-100-01', 'NP_14_100_pi'],
  ])('%s', (_phrase, brand, sku, id) => {
    expect(productImageId(brand, { SKU: sku })).toBe(id);
  });

  test('the rule wins over an id the brand sent', () => {
    expect(productImageId('nordpay', { SKU: '14-220-05', productImage: 'OTHER' })).toBe(
      'NP_14_220_pi',
    );
  });

  test.each([
    [
      'the brand sent one',
      { SKU: '123', productImage: 'IMG1', defaultImageFront: 'FRONT' },
      'IMG1',
    ],
    ['else the default front image', { SKU: '123', defaultImageFront: 'FRONT' }, 'FRONT'],
    ['else none', { SKU: '123' }, undefined],
  ])('a SKU without two parts: %s', (_phrase, line, id) => {
    expect(productImageId('nordpay', line)).toBe(id);
  });

  test('an unknown brand cannot build an id', () => {
    expect(brandSlugOf('acme')).toBeUndefined();
    expect(productImageId('acme', { SKU: '1-2-3' })).toBeUndefined();
  });
});

describe('productImage', () => {
  test('the template with the id, the size twice (1:1) and twice the size for dense screens', () => {
    const origin = 'http://127.0.0.1:4010';
    const image = productImage('nordpay', { SKU: '14-220-05' }, 64, origin);
    const url = (size: number) =>
      origin +
      imageService.pathTemplate
        .replace('{imageId}', 'NP_14_220_pi')
        .replaceAll('{size}', String(size));
    expect(image).toEqual({ src: url(64), srcSet: `${url(64)} 1x, ${url(128)} 2x` });
    expect(image?.src).toContain('aspect=1:1');
  });

  test('no image without an id', () => {
    expect(productImage('nordpay', { SKU: 'x' }, 64, 'https://img.example')).toBeNull();
  });

  test('the configured origin is the only one an image comes from', () => {
    const image = productImage('fjallmode', { SKU: '20-330-01' }, 64, 'https://img.example');
    expect(image?.src).toBe('https://img.example/images/FM_20_330_pi?w=64&h=64&aspect=1:1');
  });
});

describe('imageServiceOrigin: an IMAGE_ORIGIN is an http(s) origin and nothing more', () => {
  test.each([
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['https://images.example.com/', 'https://images.example.com'],
    ['https://images.example.com/path', null],
    ['https://images.example.com/?q=1', null],
    ['https://user:pw@images.example.com', null],
    ['javascript:alert(1)', null],
    ['ftp://images.example.com', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('%s gives %s', (value, origin) => {
    expect(imageServiceOrigin(value)).toBe(origin);
  });
});
