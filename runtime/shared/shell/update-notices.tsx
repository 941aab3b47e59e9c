/**
 * The update notifications of the global messages feed, above the page in the layouts whose
 * `userMessages` flag is set (generated/routes/table.ts LAYOUTS). Part of the frame's chunk: a
 * notice is drawn with the page (it is often the largest text of a logged-in home), and loading
 * its module only once the feed had answered put a round trip before that first draw.
 */
import { useState } from 'react';
import type { UserMessage } from '../../../generated/entities/types.js';
import { GlobalUpdateNotice } from '../overlays/global-update.js';
import { markRead, readViewed, updateNotices } from '../global-messages/global-messages.js';
import { useSession } from '../session/session.js';

export default function UpdateNotices({ messages }: { messages: readonly UserMessage[] }) {
  const { loggedIn } = useSession();
  const [viewed, setViewed] = useState(readViewed);
  const notices = updateNotices(messages, viewed);
  if (notices.length === 0) return null;
  return (
    <div className="global-updates">
      {notices.map((notice) => (
        <GlobalUpdateNotice
          key={notice.message.id}
          message={notice.message}
          variant={notice.variant}
          linked={notice.linked}
          onRead={() => setViewed(markRead(notice.message, loggedIn))}
        />
      ))}
    </div>
  );
}
