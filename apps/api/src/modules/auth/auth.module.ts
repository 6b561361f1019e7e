import type { ApiModule } from '../../lib/api-module';
import { authRoutes } from './auth.routes';
import { authJobs } from './auth.housekeeping';

export const authModule: ApiModule = {
  name: 'auth',
  routes: [authRoutes],
  jobs: authJobs,
};
