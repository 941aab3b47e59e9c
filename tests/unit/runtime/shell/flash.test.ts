/** A flash message is shown once: the page takes it out of its history entry (shell/flash.ts). */
import { describe, expect, it } from 'vitest';
import { flash, flashOf, withoutFlash } from '../../../../runtime/shared/shell/flash.js';

describe('flash', () => {
  it('hands a text over in the router state', () => {
    expect(flashOf(flash('Mejladressen är ändrad till a@b.se.'))).toBe(
      'Mejladressen är ändrad till a@b.se.',
    );
    expect(flashOf(null)).toBeNull();
    expect(flashOf({ flash: 3 })).toBeNull();
  });

  it('the history entry forgets the flash and keeps the router key, index and other state', () => {
    expect(withoutFlash({ usr: flash('x'), key: 'k1', idx: 2 })).toEqual({
      usr: null,
      key: 'k1',
      idx: 2,
    });
    expect(withoutFlash({ usr: { ...flash('x'), from: '/se/app' }, key: 'k1', idx: 2 })).toEqual({
      usr: { from: '/se/app' },
      key: 'k1',
      idx: 2,
    });
    const plain = { usr: { from: '/se/app' }, key: 'k2', idx: 0 };
    expect(withoutFlash(plain)).toBe(plain);
    expect(withoutFlash(null)).toBeNull();
  });
});
