import type { ApiModule } from '../../lib/api-module';
import { venueSetupRoutes } from './venue-setup.routes';

export const venueSetupModule: ApiModule = {
  name: 'venue-setup',
  routes: [venueSetupRoutes],
};
