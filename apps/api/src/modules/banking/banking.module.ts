import type { ApiModule } from '../../lib/api-module';
import { bankingRoutes } from './banking.routes';

export const bankingModule: ApiModule = {
  name: 'banking',
  routes: [bankingRoutes],
};
