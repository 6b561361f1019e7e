import type { ApiModule } from '../../lib/api-module';
import { userRoutes } from './user.routes';

export const userModule: ApiModule = {
  name: 'user',
  routes: [userRoutes],
};
