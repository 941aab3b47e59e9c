/** Spec 2 app-notifications: see runtime/app/overview/notifications-view.tsx. */
import type { MetaFunction } from 'react-router';
import { NotificationsView } from '../app/overview/notifications-view.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appNotifications.title');

export default function AppNotifications() {
  return <NotificationsView />;
}
