import { describe, expect, it } from 'vitest';
import { pagePathOfRequest } from '../../../../runtime/shared/routing/page-path.js';

const request = (path: string) => new Request(`http://localhost${path}`);

describe('pagePathOfRequest', () => {
  it.each([
    // A country's home: the data request's first segment is `no.data`, not the country.
    ['/no.data', '/no'],
    ['/no/_.data', '/no/'],
    ['/dk/about-us.data', '/dk/about-us'],
    ['/fi/ppi/nordpay.data', '/fi/ppi/nordpay'],
    // The page request itself (the HTML) stays as it is.
    ['/fi/', '/fi/'],
    ['/se/payment-options', '/se/payment-options'],
  ])('%s is the page %s', (path, page) => {
    expect(pagePathOfRequest(request(path))).toBe(page);
  });
});
