/**
 * Spec 4 "Messages", table-driven: the polling decision (60 s unless the cookie user_messages is
 * false), what is new (the bell's count), marking read, and the user-information popup.
 */
import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../../../../../generated/entities/types.js';
import {
  isUnread,
  notificationsOf,
  popupOf,
  unreadNotifications,
  withRead,
} from '../../../../../runtime/shared/messages/unread.js';
import { messagesPollMs } from '../../../../../runtime/shared/messages/user-messages.js';

const message = (id: string, extra: Partial<UserMessage> = {}): UserMessage => ({
  id,
  messageType: 'Notification',
  title: id,
  message: id,
  startDate: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('polling: "every 60 s unless a cookie user_messages is false"', () => {
  it.each([
    ['', 60_000],
    ['user_messages=true', 60_000],
    ['a=1; user_messages=1', 60_000],
    ['other=false', 60_000],
    ['user_messages=false', false],
    ['a=1; user_messages=false; b=2', false],
  ] as const)('cookie %j: %s', (cookie, interval) => {
    expect(messagesPollMs(cookie)).toBe(interval);
  });
});

describe('new and read', () => {
  const none = new Set<string>();
  it.each([
    { name: 'new', extra: { isNew: true }, viewed: none, unread: true },
    { name: 'read at the server', extra: { isNew: false }, viewed: none, unread: false },
    { name: 'said nothing about (a country message)', extra: {}, viewed: none, unread: true },
    { name: 'in the session list', extra: {}, viewed: new Set(['m']), unread: false },
    {
      name: 'new but viewed in this session',
      extra: { isNew: true },
      viewed: new Set(['m']),
      unread: false,
    },
  ])('a message $name is unread: $unread', ({ extra, viewed, unread }) => {
    expect(isUnread(message('m', extra), viewed)).toBe(unread);
  });

  it('the bell counts unread notifications only', () => {
    const messages = [
      message('a', { isNew: true }),
      message('b', { isNew: false }),
      message('c', { isNew: true, messageType: 'UserInformationPopup' }),
      message('d', { isNew: true, messageType: 'GlobalUpdate' }),
      message('e', {}),
      message('f', { isNew: true }),
    ];
    expect(notificationsOf(messages).map((m) => m.id)).toEqual(['a', 'b', 'e', 'f']);
    expect(unreadNotifications(messages, new Set())).toBe(3);
    expect(unreadNotifications(messages, new Set(['e', 'f']))).toBe(1);
  });

  it('a message read keeps its place and is no longer new', () => {
    const messages = [message('a', { isNew: true }), message('b', { isNew: true })];
    expect(withRead(messages, 'a').map((m) => [m.id, m.isNew])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});

describe('the user-information popup', () => {
  const popup = (id: string, extra: Partial<UserMessage> = {}) =>
    message(id, { messageType: 'UserInformationPopup', isNew: true, ...extra });
  it.each([
    { name: 'none', messages: [message('n', { isNew: true })], viewed: [], shown: null },
    {
      name: 'the newest unread one',
      messages: [popup('p2'), popup('p1')],
      viewed: [],
      shown: 'p2',
    },
    {
      name: 'the next once one is viewed',
      messages: [popup('p2'), popup('p1')],
      viewed: ['p2'],
      shown: 'p1',
    },
    { name: 'none once read', messages: [popup('p1', { isNew: false })], viewed: [], shown: null },
    {
      name: 'by its older field name',
      messages: [
        message('t', {
          messageType: undefined as never,
          type: 'UserInformationPopup',
          isNew: true,
        }),
      ],
      viewed: [],
      shown: 't',
    },
  ])('$name', ({ messages, viewed, shown }) => {
    expect(popupOf(messages, new Set(viewed))?.id ?? null).toBe(shown);
  });
});
