/**
 * Which of the customer's messages are still new (spec 4 "Messages"): a message the provider marks
 * new (`isNew`), or one it says nothing about (a country message), is new until read; read means
 * the server was told (isNew false) or its id is in this session's list of viewed messages.
 */
import type { UserMessage } from '../../../generated/entities/types.js';

const kindOf = (message: UserMessage) => message.messageType ?? message.type;

export function isUnread(message: UserMessage, viewed: ReadonlySet<string>): boolean {
  return message.isNew !== false && !viewed.has(message.id);
}

/** The messages the notifications page lists: the Notification kind, in the order given. */
export function notificationsOf(messages: readonly UserMessage[]): UserMessage[] {
  return messages.filter((message) => kindOf(message) === 'Notification');
}

/** The bell's count (NavCount unreadNotifications): unread notifications. */
export function unreadNotifications(
  messages: readonly UserMessage[],
  viewed: ReadonlySet<string>,
): number {
  return notificationsOf(messages).filter((message) => isUnread(message, viewed)).length;
}

/**
 * The user-information popup to show (spec 2 "user-information dialog"): the newest unread
 * UserInformationPopup message, one at a time; null when there is none.
 */
export function popupOf(
  messages: readonly UserMessage[],
  viewed: ReadonlySet<string>,
): UserMessage | null {
  return (
    messages.find(
      (message) => kindOf(message) === 'UserInformationPopup' && isUnread(message, viewed),
    ) ?? null
  );
}

/** The messages with one read: its isNew turned false, for the cached answer. */
export function withRead(messages: readonly UserMessage[], id: string): UserMessage[] {
  return messages.map((message) =>
    message.id === id && message.isNew ? { ...message, isNew: false } : message,
  );
}
