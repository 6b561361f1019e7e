// The signed-in staff member's overdue tasks and tasks due today (GET /tasks/summary) for the
// dashboard's overview. A module of its own: the overview is the dashboard's first screen and
// needs none of the board's other calls (ADR 024).
import { useQuery } from '@tanstack/react-query';
import type { TaskDto } from '@courtside/core/task-schemas';
import { api } from '../../../../lib/api-client';

export function useTaskSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks', 'summary'],
    queryFn: () => api.get<{ overdue: TaskDto[]; today: TaskDto[] }>('/tasks/summary'),
    enabled,
  });
}
