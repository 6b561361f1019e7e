import type { ApiModule } from '../../lib/api-module';
import { subscriptionRoutes } from './subscription.routes';

export const subscriptionModule: ApiModule = {
  name: 'subscription',
  routes: [subscriptionRoutes],
};
