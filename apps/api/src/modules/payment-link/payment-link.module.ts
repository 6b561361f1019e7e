import type { ApiModule } from '../../lib/api-module';
import { paymentLinkRoutes } from './payment-link.routes';

export const paymentLinkModule: ApiModule = {
  name: 'payment-link',
  routes: [paymentLinkRoutes],
};
