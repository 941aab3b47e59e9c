/** The logged-in home (spec 2 app): greeting, payments due, first 3 purchases, quick invoice list. */
import type { MetaFunction } from 'react-router';
import { HomeView } from '../../features/overview/home-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) => pageTitle(location.pathname, 'route.app.title');

export default function App() {
  return <HomeView />;
}
