/**
 * The user-information popup for logged-in customers (spec 2 "user-information dialog", core §3
 * messages of type UserInformationPopup): the newest unread one opens as a dialog when the
 * customer arrives at the home page, not in the middle of a purchase or a payment; closing it
 * marks it read, so it shows once.
 */
import { useEffect, useRef } from 'react';
import type { UserMessage } from '../../../generated/entities/types.js';
import { UserInformationDialog } from '../../shared/overlays/user-information.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { popupOf } from '../../shared/messages/unread.js';
import { useUserMessages } from '../../shared/messages/user-messages.js';

export function InformationPopup({ active }: { active: boolean }) {
  const { messages, viewed, markRead } = useUserMessages();
  const message = active ? popupOf(messages, viewed) : null;
  return message && <OpenPopup message={message} markRead={markRead} />;
}

function OpenPopup({
  message,
  markRead,
}: {
  message: UserMessage;
  markRead: (message: UserMessage) => void;
}) {
  const { open } = useOverlays();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === message.id) return;
    opened.current = message.id;
    open((props) => <UserInformationDialog message={message} {...props} />, {
      onClose: () => markRead(message),
    });
  }, [message, open, markRead]);
  return null;
}
