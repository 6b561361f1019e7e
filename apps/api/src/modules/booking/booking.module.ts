import type { ApiModule } from '../../lib/api-module';
import { bookingRoutes } from './booking.routes';
import { bookingJobs } from './booking.jobs';

export const bookingModule: ApiModule = {
  name: 'booking',
  routes: [bookingRoutes],
  jobs: bookingJobs,
};
