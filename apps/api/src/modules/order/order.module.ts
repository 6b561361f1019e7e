import type { ApiModule } from '../../lib/api-module';
import { orderRoutes } from './order.routes';
import { orderJobs } from './order-reconcile';
import { splitJobs } from './split-deadline';

export const orderModule: ApiModule = {
  name: 'order',
  routes: [orderRoutes],
  jobs: [...orderJobs, ...splitJobs],
};
