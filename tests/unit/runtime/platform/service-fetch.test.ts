import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRateLimited } from '../../../../runtime/shared/api/rate-limited.js';
import { applyFeatureQuery } from '../../../../runtime/shared/platform/features.js';
import {
  serviceFetch,
  serviceHeaders,
  withServiceHeaders,
} from '../../../../runtime/shared/api/service-fetch.js';

describe('the facade toggle on /service calls', () => {
  afterEach(async () => {
    await applyFeatureQuery('?FEATURE_facade=false');
    vi.unstubAllGlobals();
  });

  it('adds no header while the toggle is off (the default)', async () => {
    await applyFeatureQuery('');
    expect(serviceHeaders()).toEqual({});
    expect(new Headers(withServiceHeaders({}).headers).has('x-facade')).toBe(false);
  });

  it('sends X-Facade: true once FEATURE_facade is on, keeping the call’s own headers', async () => {
    await applyFeatureQuery('?FEATURE_facade=true');
    expect(serviceHeaders()).toEqual({ 'X-Facade': 'true' });
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return Promise.resolve(new Response('{}'));
    });
    await serviceFetch('/service/loan/partnerIntervals', {
      headers: { accept: 'application/json' },
    });
    expect(seen[0]?.get('x-facade')).toBe('true');
    expect(seen[0]?.get('accept')).toBe('application/json');
  });

  it('stops sending it when switched off again', async () => {
    await applyFeatureQuery('?FEATURE_facade=on');
    expect(serviceHeaders()).toEqual({ 'X-Facade': 'true' });
    await applyFeatureQuery('?FEATURE_facade=0');
    expect(serviceHeaders()).toEqual({});
  });
});

describe('a call over its rate limit (429)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is told to the rate-limit listeners (the alert bar), other answers are not', async () => {
    const heard: string[] = [];
    const stop = onRateLimited(() => heard.push('429'));
    let status = 429;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(null, { status, headers: { 'Retry-After': '600' } })),
    );
    await serviceFetch('/service/payment/api/payment', { method: 'POST' });
    status = 202;
    await serviceFetch('/service/payment/api/payment', { method: 'POST' });
    stop();
    status = 429;
    await serviceFetch('/service/payment/api/payment', { method: 'POST' });
    expect(heard).toEqual(['429']);
  });
});
