/**
 * Polls are not the customer being active (spec 6 inactivity timeout): the message feeds send
 * `X-Background-Call: 1`, which the web server reads as "do not renew the session"; the page's
 * own reads (the payments data when a page opens) do not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, backgroundClient } from '../../../../runtime/app/client.js';
import { watchGlobalMessages } from '../../../../runtime/shell/global-messages.js';

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

  it('the background client marks its calls, the app client does not', async () => {
    const seen = recordFetches({ messages: [] });
    await backgroundClient.getUserMessages();
    await appClient.getUserMessages();
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
});
