/** The notifications page (spec 2): the customer's notifications, marked read here. */
import type { MetaFunction } from 'react-router';
import { NotificationsView } from '../app/overview/notifications-view.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appNotifications.title');

export default function AppNotifications() {
  return <NotificationsView />;
}
