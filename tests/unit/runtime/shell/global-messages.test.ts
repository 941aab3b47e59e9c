import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserMessage } from '../../../../generated/entities/types.js';
import {
  addViewed,
  globalMessagesPath,
  maintenanceOf,
  markRead,
  readViewed,
  sortNewestFirst,
  updateNotices,
  variantOf,
  VIEWED_KEY,
} from '../../../../runtime/shared/global-messages/global-messages.js';
import { hasUpdates } from '../../../../runtime/shared/global-messages/use-global-messages.js';
import { messagesAllowed } from '../../../../runtime/shared/global-messages/messages-cookie.js';

const message = (id: string, extra: Partial<UserMessage> = {}): UserMessage => ({
  id,
  messageType: 'GlobalUpdate',
  title: `T ${id}`,
  message: `M ${id}`,
  startDate: '2026-11-01T00:00:00Z',
  ...extra,
});

function fakeSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('global messages', () => {
  it('are asked for with the upper-case locale', () => {
    expect(globalMessagesPath('se')).toBe('/service/payment/user-message/global/SE');
    expect(globalMessagesPath('dk')).toBe('/service/payment/user-message/global/DK');
  });

  it('are sorted newest start first', () => {
    const sorted = sortNewestFirst([
      message('old', { startDate: '2026-01-01' }),
      message('new', { startDate: '2026-11-20' }),
      message('bad', { startDate: 'soon' }),
      message('mid', { startDate: '2026-06-01' }),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['new', 'mid', 'old', 'bad']);
  });

  it('a Maintenance message (either type field) becomes the maintenance message', () => {
    expect(maintenanceOf([message('a')])).toBeNull();
    expect(
      maintenanceOf([
        message('a'),
        message('m', { messageType: 'Maintenance', title: 'Underhåll', message: 'Snart' }),
      ]),
    ).toEqual({ title: 'Underhåll', message: 'Snart' });
    const old = { ...message('o'), messageType: undefined, type: 'Maintenance' } as never;
    expect(maintenanceOf([old])).toEqual({ title: 'T o', message: 'M o' });
  });

  it('are not fetched when the cookie user_messages is false', () => {
    expect(messagesAllowed('')).toBe(true);
    expect(messagesAllowed('a=1; user_messages=true')).toBe(true);
    expect(messagesAllowed('a=1; user_messages=false')).toBe(false);
    expect(messagesAllowed('user_messages=false')).toBe(false);
    expect(messagesAllowed(';; =; user_messages = false ;x')).toBe(false);
    expect(messagesAllowed('user_messages=falsey; xuser_messages=false; user_messages')).toBe(true);
  });

  it('variants: 3 to read (new or linked), 2 with an action, 1 otherwise', () => {
    expect(variantOf(message('a'))).toBe(1);
    expect(variantOf(message('a', { buttonText: 'Se', ctaRoute: 'app/purchases' }))).toBe(2);
    expect(variantOf(message('a', { isNew: true }))).toBe(3);
    expect(variantOf(message('a', { linkedMessage: 'b' }))).toBe(3);
  });

  it('update notices: GlobalUpdate only, linked ones behind read-more, viewed ones gone', () => {
    const list = [
      message('u1', { linkedMessage: 'n1' }),
      message('n1', { messageType: 'Notification' }),
      message('u2'),
      message('u3', { linkedMessage: 'u4' }),
      message('u4'),
      message('m', { messageType: 'Maintenance' }),
    ];
    expect(hasUpdates(list)).toBe(true);
    expect(hasUpdates([message('n', { messageType: 'Notification' })])).toBe(false);
    const notices = updateNotices(list, new Set(['u2']));
    expect(notices.map((n) => [n.message.id, n.variant, n.linked?.id])).toEqual([
      ['u1', 3, 'n1'],
      ['u3', 3, 'u4'],
    ]);
  });

  it('marking read: a visitor’s id joins the session list; logged in and new, the server is told', async () => {
    const store = fakeSessionStorage();
    const calls: Array<[string, RequestInit | undefined]> = [];
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
      calls.push([path, init]);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    expect([...markRead(message('a', { isNew: true }), false)]).toEqual(['a']);
    expect(calls).toEqual([]);
    expect(JSON.parse(store.get(VIEWED_KEY) ?? '[]')).toEqual(['a']);
    markRead(message('b', { isNew: true }), true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[0]).toBe('/service/payment/user-message/mark-as-read/b');
    expect(calls[0]?.[1]?.method).toBe('PUT');
    markRead(message('c', { isNew: false }), true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    expect([...readViewed()]).toEqual(['a', 'b', 'c']);
  });

  it('a broken session list reads as empty', () => {
    const store = fakeSessionStorage();
    store.set(VIEWED_KEY, '{not json');
    expect(readViewed().size).toBe(0);
    expect([...addViewed('x')]).toEqual(['x']);
  });
});
