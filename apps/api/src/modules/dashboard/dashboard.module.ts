import type { ApiModule } from '../../lib/api-module';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
