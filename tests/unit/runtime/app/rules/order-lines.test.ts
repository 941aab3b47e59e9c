/** core §3 Order line: "Lines are sorted by SKU descending." */
import { describe, expect, test } from 'vitest';
import { sortOrderLines } from '../../../../../runtime/shared/domain/order-lines.js';

const skus = (list: string[]) => sortOrderLines(list.map((SKU) => ({ SKU }))).map((l) => l.SKU);

describe('sortOrderLines', () => {
  test.each([
    ['descending', ['10-1-1', '30-1-1', '20-1-1'], ['30-1-1', '20-1-1', '10-1-1']],
    [
      'by later parts when the first is equal',
      ['20-330-01', '20-330-02'],
      ['20-330-02', '20-330-01'],
    ],
    ['as text, not as numbers', ['9-1', '10-1'], ['9-1', '10-1']],
    ['equal SKUs keep their order', ['5', '5'], ['5', '5']],
    ['nothing to sort', [], []],
  ])('%s', (_phrase, given, expected) => {
    expect(skus(given)).toEqual(expected);
  });

  test('does not change the list it is given', () => {
    const lines = [{ SKU: '1' }, { SKU: '2' }];
    sortOrderLines(lines);
    expect(lines.map((l) => l.SKU)).toEqual(['1', '2']);
  });
});
