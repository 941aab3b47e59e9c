import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberFeatureQuery } from '../../../../runtime/enhance/features.js';
import { featuresAfterQuery } from '../../../../runtime/shared/platform/feature-query.js';

describe('feature toggles of a query, as the app and the enhancement script apply them', () => {
  it('put the query over the stored ones and store only when the query set one', () => {
    expect(featuresAfterQuery('?FEATURE_FACADE=1', '{"mobilepay":true}')).toEqual({
      toggles: { mobilepay: true, facade: true },
      store: '{"mobilepay":true,"facade":true}',
    });
    expect(featuresAfterQuery('?from=test', '{"mobilepay":true}')).toEqual({
      toggles: { mobilepay: true },
      store: null,
    });
  });
});

describe('a FEATURE_ query on a framework-free page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStorage = (initial: Record<string, string> = {}) => {
    const store = new Map(Object.entries(initial));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    return store;
  };

  it('is remembered over the stored toggles', async () => {
    const store = stubStorage({ featureToggles: '{"facade":true}' });
    await rememberFeatureQuery('?FEATURE_MESSAGECENTER=true&FEATURE_FACADE=off');
    expect(JSON.parse(store.get('featureToggles') ?? '{}')).toEqual({
      facade: false,
      messagecenter: true,
    });
  });

  it('leaves storage alone without one', async () => {
    const store = stubStorage();
    await rememberFeatureQuery('?FEATURE_ROCKET=1');
    await rememberFeatureQuery('?from=test');
    expect(store.has('featureToggles')).toBe(false);
  });
});
