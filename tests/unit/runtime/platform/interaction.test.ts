import { describe, expect, it } from 'vitest';
import { storage } from '../../../../generated/constants.js';
import { appDownloadUrl, offersApp } from '../../../../runtime/shared/platform/app-prompt.js';
import { compatAccessValid, missingFeatures } from '../../../../runtime/shared/platform/compat.js';
import { createClickGuard } from '../../../../runtime/shared/platform/guarded-click.js';
import { prefetchAllowed } from '../../../../runtime/shared/ui/prefetch-link.js';

describe('the double-click guard', () => {
  it('lets the first click through and ignores others within 1000 ms', () => {
    let now = 0;
    const allow = createClickGuard(undefined, () => now);
    expect(allow()).toBe(true);
    now = 500;
    expect(allow()).toBe(false);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
    now = 1500;
    expect(allow()).toBe(false);
  });
});

describe('idle prefetching', () => {
  it('is skipped on 2g and when saving data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('the app prompt', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
  const ipod = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124';

  it('leads to the iOS store on iPhone, iPad and iPod, the Android store otherwise', () => {
    for (const ua of [iphone, ipad, ipod])
      expect(appDownloadUrl(ua, 'se')).toMatch(/apps\.apple\.com\/se\//);
    for (const ua of [android, windows])
      expect(appDownloadUrl(ua, 'no')).toMatch(/play\.google\.com.*NO/);
  });

  it('is never offered inside the native app, nor on desktop, nor once dismissed', () => {
    expect(offersApp(null, 'mobile', false)).toBe(true);
    expect(offersApp(null, 'tablet', false)).toBe(true);
    expect(offersApp('ios', 'mobile', false)).toBe(false);
    expect(offersApp('android', 'tablet', false)).toBe(false);
    expect(offersApp(null, 'desktop', false)).toBe(false);
    expect(offersApp(null, 'mobile', true)).toBe(false);
  });
});

describe('the old-browser notice', () => {
  it('finds what an old browser lacks, nothing in a current one', () => {
    const supports = () => true;
    const modern = {
      fetch() {},
      IntersectionObserver: class {},
      ResizeObserver: class {},
      structuredClone() {},
      HTMLDialogElement: class {},
      CSS: { supports },
    };
    expect(missingFeatures(modern)).toEqual([]);
    expect(missingFeatures({ ...modern, CSS: { supports: () => false } })).toEqual([
      'css:has',
      'css:focus-visible',
    ]);
    expect(missingFeatures({})).toHaveLength(7);
  });

  it('lets a visitor who went on in for about a week', () => {
    const now = 1_800_000_000_000;
    const week = storage.compatAccessExpiryMs;
    expect(compatAccessValid(String(now - 1000), now)).toBe(true);
    expect(compatAccessValid(String(now - week + 1), now)).toBe(true);
    expect(compatAccessValid(String(now - week), now)).toBe(false);
    expect(compatAccessValid(null, now)).toBe(false);
    expect(compatAccessValid('yesterday', now)).toBe(false);
    expect(compatAccessValid(String(now + 60_000), now)).toBe(false);
  });
});
