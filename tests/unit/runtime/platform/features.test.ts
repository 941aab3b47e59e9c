import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseFeatureQuery,
  parseStoredFeatures,
} from '../../../../runtime/shared/platform/feature-query.js';
import { applyFeatureQuery, isFeatureOn } from '../../../../runtime/shared/platform/features.js';

describe('feature toggle query parameters', () => {
  it('switch toggles on and off by FEATURE_ name, any case', () => {
    expect(
      parseFeatureQuery('?FEATURE_MESSAGECENTER=true&FEATURE_facade=1&FEATURE_NOTECENTER'),
    ).toEqual({
      messagecenter: true,
      facade: true,
      notecenter: true,
    });
    expect(parseFeatureQuery('?FEATURE_MOBILEPAY=false&FEATURE_FACADE=off')).toEqual({
      mobilepay: false,
      facade: false,
    });
  });

  it('ignore unknown toggles, other parameters and odd values', () => {
    expect(parseFeatureQuery('?FEATURE_ROCKET=1&messagecenter=1&FEATURE_FACADE=maybe')).toEqual({});
  });

  it('tolerate malformed storage', () => {
    expect(parseStoredFeatures('{"facade":true,"mobilepay":"yes","rocket":true}')).toEqual({
      facade: true,
    });
    expect(parseStoredFeatures('not json')).toEqual({});
    expect(parseStoredFeatures(null)).toEqual({});
  });
});

describe('feature toggles in storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are off by default, set by a query and remembered', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    expect(isFeatureOn('facade')).toBe(false);
    await applyFeatureQuery('?FEATURE_FACADE=true');
    expect(isFeatureOn('facade')).toBe(true);
    expect(JSON.parse(store.get('featureToggles') ?? '{}')).toEqual({ facade: true });
    await applyFeatureQuery('');
    expect(isFeatureOn('facade')).toBe(true);
    await applyFeatureQuery('?FEATURE_FACADE=0');
    expect(isFeatureOn('facade')).toBe(false);
  });

  it('work without storage (switched off)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    await expect(applyFeatureQuery('?FEATURE_MOBILEPAY=1')).resolves.toBeUndefined();
    expect(isFeatureOn('mobilepay')).toBe(true);
  });
});
