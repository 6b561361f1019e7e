import type { ApiModule } from '../../lib/api-module';
import { invoiceRoutes } from './invoice.routes';

export const invoiceModule: ApiModule = {
  name: 'invoice',
  routes: [invoiceRoutes],
};
