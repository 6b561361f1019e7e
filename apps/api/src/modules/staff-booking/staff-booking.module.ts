import type { ApiModule } from '../../lib/api-module';
import { staffBookingRoutes } from './staff-booking.routes';

export const staffBookingModule: ApiModule = {
  name: 'staff-booking',
  routes: [staffBookingRoutes],
};
