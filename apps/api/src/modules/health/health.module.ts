import type { ApiModule } from '../../lib/api-module';
import { healthRoutes } from './health.routes';

export const healthModule: ApiModule = {
  name: 'health',
  routes: [healthRoutes],
};
