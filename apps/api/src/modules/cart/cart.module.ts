import type { ApiModule } from '../../lib/api-module';
import { cartRoutes } from './cart.routes';
import { cartJobs } from './cart.jobs';

export const cartModule: ApiModule = {
  name: 'cart',
  routes: [cartRoutes],
  jobs: cartJobs,
};
