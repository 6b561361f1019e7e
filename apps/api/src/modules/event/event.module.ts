import type { ApiModule } from '../../lib/api-module';
import { eventRoutes } from './event.routes';

export const eventModule: ApiModule = {
  name: 'event',
  routes: [eventRoutes],
};
