import type { ApiModule } from '../../lib/api-module';
import { exportRoutes } from './export.routes';

export const exportModule: ApiModule = {
  name: 'export',
  routes: [exportRoutes],
};
