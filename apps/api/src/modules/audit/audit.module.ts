import type { ApiModule } from '../../lib/api-module';
import { auditRoutes } from './audit.routes';

export const auditModule: ApiModule = {
  name: 'audit',
  routes: [auditRoutes],
};
