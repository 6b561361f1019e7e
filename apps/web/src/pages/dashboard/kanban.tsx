import { KanbanView } from '../../sections/dashboard/tasks/view/kanban-view';

export function KanbanPage() {
  return <KanbanView />;
}
