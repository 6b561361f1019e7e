import type { ApiModule } from '../../lib/api-module';
import { organizationRoutes } from './organization.routes';

export const organizationModule: ApiModule = {
  name: 'organization',
  routes: [organizationRoutes],
};
