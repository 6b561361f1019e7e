import type { ApiModule } from '../../lib/api-module';
import { liveRoutes } from './live.routes';

export const liveModule: ApiModule = {
  name: 'live',
  routes: [liveRoutes],
};
