/**
 * The user-information popup for logged-in customers (spec 2 "user-information dialog", core §3
 * messages of type UserInformationPopup): the newest unread one opens as a dialog when the
 * customer arrives at the home page, not in the middle of a purchase or a payment; closing it
 * marks it read, so it shows once. The dialog's code loads when there is a popup to open (as the
 * modal's does, overlays/provider.tsx), so a home without one does not carry it (issue 18).
 */
import { useEffect, useRef } from 'react';
import type { UserMessage } from '../../../generated/entities/types.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { popupOf } from '../../shared/messages/unread.js';
import { useUserMessages } from '../../shared/messages/user-messages.js';

const loadDialog = () => import('../../shared/overlays/user-information.js');

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
    // Opened once the code is there, unless the popup is gone by then (it opens when the home
    // is drawn again); not loaded (offline, a new deploy): no popup, and it stays unread.
    let live = true;
    loadDialog().then(
      ({ UserInformationDialog }) => {
        if (!live || opened.current === message.id) return;
        opened.current = message.id;
        open((props) => <UserInformationDialog message={message} {...props} />, {
          onClose: () => markRead(message),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [message, open, markRead]);
  return null;
}
