import type { ApiModule } from '../../lib/api-module';
import { pricingRoutes } from './pricing.routes';

export const pricingModule: ApiModule = {
  name: 'pricing',
  routes: [pricingRoutes],
};
