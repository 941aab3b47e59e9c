/**
 * Polls are not the customer being active (spec 6 inactivity timeout): the message feeds send
 * `X-Background-Call: 1`, which the web server reads as "do not renew the session", and so do the
 * 5 s polls of the payments data while a 904 is pending; the page's own reads (the payments data
 * when a page opens, or again after an action) do not.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserMessages } from '../../../../generated/api/calls/getUserMessages.js';
import type { PaymentsOverview } from '../../../../generated/entities/types.js';
import { appTransport, backgroundTransport } from '../../../../runtime/shared/api/transport.js';
import { paymentsPolledQuery } from '../../../../runtime/shared/api/payments.js';
import { polling } from '../../../../generated/constants.js';
import { watchGlobalMessages } from '../../../../runtime/shared/global-messages/global-messages.js';

function recordFetches(body: object): Headers[] {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return seen;
}

describe('background calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the background transport marks its calls, the app transport does not', async () => {
    const seen = recordFetches({ messages: [] });
    await getUserMessages(backgroundTransport);
    await getUserMessages(appTransport);
    expect(seen[0]?.get('x-background-call')).toBe('1');
    expect(seen[1]?.has('x-background-call')).toBe(false);
  });

  it('the global messages feed marks its calls', async () => {
    const seen = recordFetches({ messages: [] });
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    const stop = watchGlobalMessages('se', { messages: () => undefined, failure: () => undefined });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    stop();
    expect(seen[0]?.get('x-background-call')).toBe('1');
  });

  it('the feed started with the answer the page was drawn with asks again a period later, not at once', async () => {
    vi.useFakeTimers();
    try {
      const seen = recordFetches({ messages: [] });
      vi.stubGlobal('document', {
        visibilityState: 'visible',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
      const stop = watchGlobalMessages(
        'se',
        { messages: () => undefined, failure: () => undefined },
        { messages: [], maintenance: null },
      );
      await vi.advanceTimersByTimeAsync(polling.messagesPollMs - 1);
      expect(seen).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the payments data while a 904 is pending', () => {
  afterEach(() => vi.unstubAllGlobals());

  const pending = (status: number): PaymentsOverview =>
    ({
      orders: [{ orderStatusWeb: status }],
      accounts: [],
    }) as unknown as PaymentsOverview;

  it('the first load is the page’s own, the polls are background calls, a refetch after an action is not', async () => {
    const seen = recordFetches(pending(904));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page opens: nothing known yet.
    await client.fetchQuery(paymentsPolledQuery);
    expect(seen.at(-1)?.has('x-background-call')).toBe(false);
    // Pending now: polled every 5 s, and each poll is marked.
    const query = client.getQueryCache().find({ queryKey: paymentsPolledQuery.queryKey });
    expect(
      paymentsPolledQuery.refetchInterval({
        state: { data: query?.state.data as PaymentsOverview | undefined },
      }),
    ).toBe(5000);
    await client.refetchQueries({ queryKey: paymentsPolledQuery.queryKey });
    expect(seen.at(-1)?.get('x-background-call')).toBe('1');
    // An action invalidates the data: that refetch is the customer's and renews the session.
    await client.invalidateQueries({ queryKey: paymentsPolledQuery.queryKey, refetchType: 'none' });
    await client.refetchQueries({ queryKey: paymentsPolledQuery.queryKey });
    expect(seen.at(-1)?.has('x-background-call')).toBe(false);
    expect(seen).toHaveLength(3);
    client.clear();
  });

  it('nothing pending: no polling, and a refetch is the page’s own', async () => {
    const seen = recordFetches(pending(901));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(paymentsPolledQuery);
    const query = client.getQueryCache().find({ queryKey: paymentsPolledQuery.queryKey });
    expect(
      paymentsPolledQuery.refetchInterval({
        state: { data: query?.state.data as PaymentsOverview | undefined },
      }),
    ).toBe(false);
    await client.refetchQueries({ queryKey: paymentsPolledQuery.queryKey });
    expect(seen.map((h) => h.has('x-background-call'))).toEqual([false, false]);
    client.clear();
  });
});
