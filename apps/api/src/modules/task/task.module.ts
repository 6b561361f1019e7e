import type { ApiModule } from '../../lib/api-module';
import { taskRoutes } from './task.routes';
import { taskJobs } from './task-recurrence';

export const taskModule: ApiModule = {
  name: 'task',
  routes: [taskRoutes],
  jobs: taskJobs,
};
