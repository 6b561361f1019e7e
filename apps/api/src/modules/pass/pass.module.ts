import type { ApiModule } from '../../lib/api-module';
import { passJobs, returnCancelledPunches } from './pass.jobs';
import { passMeRoutes } from './pass-me.routes';
import { passRoutes } from './pass.routes';

export const passModule: ApiModule = {
  name: 'pass',
  routes: [passRoutes, passMeRoutes],
  jobs: passJobs,
  hooks: { bookingsCancelled: returnCancelledPunches },
};
