import type { ApiModule } from '../../lib/api-module';
import { customerFiguresJobs } from './customer-figures.jobs';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
  jobs: customerFiguresJobs,
};
