/** The to-do list (spec 2, core §4 Rules): the purchases due. */
import type { MetaFunction } from 'react-router';
import { TodoView } from '../../features/overview/todo-view.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appTodo.title');

export default function AppTodo() {
  return <TodoView />;
}
