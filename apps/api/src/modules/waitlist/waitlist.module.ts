import type { ApiModule } from '../../lib/api-module';
import { waitlistRoutes } from './waitlist.routes';
import { waitlistLiveRoutes } from './waitlist-live.routes';
import { offerCancelledCapacity, waitlistJobs } from './waitlist.jobs';

export const waitlistModule: ApiModule = {
  name: 'waitlist',
  routes: [waitlistRoutes, waitlistLiveRoutes],
  jobs: waitlistJobs,
  hooks: { bookingsCancelled: offerCancelledCapacity },
};
