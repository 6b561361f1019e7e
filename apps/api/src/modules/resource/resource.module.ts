import type { ApiModule } from '../../lib/api-module';
import { resourceRoutes } from './resource.routes';

export const resourceModule: ApiModule = {
  name: 'resource',
  routes: [resourceRoutes],
};
