import type { ApiModule } from '../../lib/api-module';
import { paymentDebtRoutes } from './payment-debt.routes';
import { paymentFeeJobs } from './payment-fees';
import { paymentRoutes } from './payment.routes';

export const paymentModule: ApiModule = {
  name: 'payment',
  routes: [paymentRoutes, paymentDebtRoutes],
  jobs: paymentFeeJobs,
};
