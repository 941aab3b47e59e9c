/** The notifications page (spec 2): the customer's notifications, marked read here. */
import type { MetaFunction } from 'react-router';
import { NotificationsView } from '../../features/overview/notifications-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appNotifications.title');

export default function AppNotifications() {
  return <NotificationsView />;
}
