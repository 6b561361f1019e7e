import type { ApiModule } from '../../lib/api-module';
import { mediaRoutes } from './media.routes';

export const mediaModule: ApiModule = {
  name: 'media',
  routes: [mediaRoutes],
};
