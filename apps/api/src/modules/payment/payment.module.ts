import type { ApiModule } from '../../lib/api-module';
import { paymentRoutes } from './payment.routes';

export const paymentModule: ApiModule = {
  name: 'payment',
  routes: [paymentRoutes],
};
