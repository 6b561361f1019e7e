// The dashboard home's task alerts (docs/product.md#tasks): open tasks past their due date, and the
// signed-in staff member's tasks due today, each linking to the board. Light layer (ADR 018).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TaskDto } from '@courtside/core/task-schemas';
import { Alert, Card, Text } from '../../../../ui';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { useTaskSummary } from '../api/task-summary';
import '../../overview/overview.css';

function TaskList({ tasks }: { tasks: TaskDto[] }) {
  const format = useManagementFormat();
  return (
    <ul className="cs-list">
      {tasks.map((task) => (
        <li key={task.id}>
          <Text variant="body2">
            {task.title}
            {task.dueAt ? <span className="cs-c-secondary"> · {format.dateTime(task.dueAt)}</span> : null}
            {task.assigneeName ? <span className="cs-c-secondary"> · {task.assigneeName}</span> : null}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function TaskAlerts() {
  const { t } = useTranslation('dashboard');
  const summary = useTaskSummary(true);
  if (!summary.data) return null;
  const { overdue, today } = summary.data;
  return (
    <div className="ov-alerts" data-testid="task-alerts">
      {overdue.length ? (
        <Alert severity="warning" role="status">
          <Text variant="subtitle2" as="h2" className="ov-card-title">
            {t('alerts.tasks.overdueTitle')} ({overdue.length})
          </Text>
          <TaskList tasks={overdue.slice(0, 5)} />
        </Alert>
      ) : null}
      <Card className="ov-card">
        <Text variant="subtitle2" as="h2" className="ov-card-title">
          {t('alerts.tasks.todayTitle')}
        </Text>
        {today.length ? <TaskList tasks={today} /> : <Text variant="body2">{t('alerts.tasks.none')}</Text>}
        <RouterLink to={paths.dashboard.kanban} className="cs-link cs-t-body2 ov-more">
          {t('alerts.tasks.open')}
        </RouterLink>
      </Card>
    </div>
  );
}
