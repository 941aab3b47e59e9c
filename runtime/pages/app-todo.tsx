/** The to-do list (spec 2, core §4 Rules): the purchases due. */
import type { MetaFunction } from 'react-router';
import { TodoView } from '../app/overview/todo-view.js';
import { pageTitle } from '../public/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appTodo.title');

export default function AppTodo() {
  return <TodoView />;
}
