import type { ApiModule } from '../../lib/api-module';
import { paymentDebtRoutes } from './payment-debt.routes';
import { paymentRoutes } from './payment.routes';

export const paymentModule: ApiModule = {
  name: 'payment',
  routes: [paymentRoutes, paymentDebtRoutes],
};
