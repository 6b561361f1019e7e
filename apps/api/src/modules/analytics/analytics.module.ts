import type { ApiModule } from '../../lib/api-module';
import { analyticsRoutes } from './analytics.routes';

export const analyticsModule: ApiModule = {
  name: 'analytics',
  routes: [analyticsRoutes],
};
