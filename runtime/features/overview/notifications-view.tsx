/**
 * The notifications page (spec 2 app/notifications): the customer's notifications, newest first,
 * new ones marked as such with a button to mark them read (spec 4 "Marking read"); a message with
 * an action links to where it leads.
 */
import { Link } from 'react-router';
import type { UserMessage } from '../../../generated/entities/types.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { messageLink } from '../../shared/messages/message-link.js';
import { isUnread, notificationsOf } from '../../shared/messages/unread.js';
import { useUserMessages } from '../../shared/messages/user-messages.js';
import './overview.css';

function Notification({ message, unread }: { message: UserMessage; unread: boolean }) {
  const t = useTexts();
  const { country } = useCountry();
  const format = useAppFormat();
  const { markRead } = useUserMessages();
  const href = messageLink(message, country);
  const titleId = `notification-${message.id}`;
  return (
    <li className="ov-item ov-notification" data-unread={unread || undefined}>
      <h2 id={titleId} className="ov-item-title">
        {message.title}
        {unread && <span className="ov-new"> {t('page.notifications.new')}</span>}
      </h2>
      <p className="ov-date">{format.date(message.date ?? message.startDate)}</p>
      <p>{message.message}</p>
      <div className="ov-actions">
        {href && (
          <Link to={href} onClick={() => unread && markRead(message)}>
            {message.buttonText ?? t('common.readMore')}
          </Link>
        )}
        {unread && (
          <button type="button" className="ov-button" onClick={() => markRead(message)}>
            {t('page.notifications.markRead')}
            <span className="visually-hidden">: {message.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

export function NotificationsView() {
  const t = useTexts();
  const { messages, loading, viewed } = useUserMessages();
  const notifications = notificationsOf(messages);
  return (
    <div className="ov-page">
      <h1>{t('route.appNotifications.title')}</h1>
      <p className="ov-lead">{t('page.notifications.intro')}</p>
      {loading ? (
        <p role="status" className="ov-status">
          {t('common.loading')}
        </p>
      ) : notifications.length === 0 ? (
        <p className="ov-empty">{t('page.notifications.empty')}</p>
      ) : (
        <ul className="ov-list">
          {notifications.map((message) => (
            <Notification key={message.id} message={message} unread={isUnread(message, viewed)} />
          ))}
        </ul>
      )}
    </div>
  );
}
