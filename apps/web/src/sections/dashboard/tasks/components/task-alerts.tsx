// The dashboard home's task alerts (docs/product.md#tasks): open tasks past their due date, and the
// signed-in staff member's tasks due today, each linking to the board.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TaskDto } from '@courtside/core/task-schemas';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { useTaskSummary } from '../api/tasks-api';

function TaskList({ tasks }: { tasks: TaskDto[] }) {
  const format = useManagementFormat();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {tasks.map((task) => (
        <li key={task.id}>
          <Typography variant="body2">
            {task.title}
            {task.dueAt ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · {format.dateTime(task.dueAt)}
              </Box>
            ) : null}
            {task.assigneeName ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · {task.assigneeName}
              </Box>
            ) : null}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

export function TaskAlerts() {
  const { t } = useTranslation('tasks');
  const summary = useTaskSummary(true);
  if (!summary.data) return null;
  const { overdue, today } = summary.data;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 4 }}
      data-testid="task-alerts"
    >
      {overdue.length ? (
        <Alert severity="warning" role="status">
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {t('home.overdueTitle')} ({overdue.length})
          </Typography>
          <TaskList tasks={overdue.slice(0, 5)} />
        </Alert>
      ) : null}
      <Card sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
          {t('home.todayTitle')}
        </Typography>
        {today.length ? <TaskList tasks={today} /> : <Typography variant="body2">{t('home.none')}</Typography>}
        <Link
          component={RouterLink}
          to={paths.dashboard.kanban}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('home.open')}
        </Link>
      </Card>
    </Box>
  );
}
