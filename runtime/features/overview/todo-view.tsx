/** The to-do list (spec 2 app/todo, core §4 Rules): the purchases with state due, soonest first. */
import { useTexts } from '../../shared/i18n/texts.js';
import { ItemList } from './item-list.js';
import { OverviewPage } from './page-state.js';
import { todoItems } from './sections.js';

export function TodoView() {
  const t = useTexts();
  return (
    <OverviewPage titleId="route.appTodo.title" lead={t('page.todo.intro')}>
      {(data) => <ItemList items={todoItems(data)} empty={t('page.todo.empty')} heading="h2" />}
    </OverviewPage>
  );
}
