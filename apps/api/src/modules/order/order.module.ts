import type { ApiModule } from '../../lib/api-module';
import { orderRoutes } from './order.routes';
import { splitRoutes } from './split.routes';
import { orderJobs } from './order-reconcile';
import { splitJobs } from './split-deadline';

export const orderModule: ApiModule = {
  name: 'order',
  routes: [orderRoutes, splitRoutes],
  jobs: [...orderJobs, ...splitJobs],
};
