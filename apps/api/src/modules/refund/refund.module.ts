import type { ApiModule } from '../../lib/api-module';
import { refundRoutes } from './refund.routes';
import { refundCancelledBookings } from './refund-cancellation';

export const refundModule: ApiModule = {
  name: 'refund',
  routes: [refundRoutes],
  hooks: { bookingsCancelled: refundCancelledBookings },
};
