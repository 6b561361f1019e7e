import type { ApiModule } from '../../lib/api-module';
import { permissionRoutes } from './permission.routes';

export const permissionModule: ApiModule = {
  name: 'permission',
  routes: [permissionRoutes],
};
