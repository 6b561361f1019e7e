import type { ApiModule } from '../../lib/api-module';
import { availabilityCachePlugin } from './availability.cache';
import { availabilityRoutes } from './availability.routes';

export const availabilityModule: ApiModule = {
  name: 'availability',
  routes: [availabilityCachePlugin, availabilityRoutes],
};
