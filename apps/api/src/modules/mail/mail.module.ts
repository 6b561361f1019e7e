import type { ApiModule } from '../../lib/api-module';
import { mailRoutes } from './mail.routes';
import { mailJobs } from './mail.sender';

export const mailModule: ApiModule = {
  name: 'mail',
  routes: [mailRoutes],
  jobs: mailJobs,
};
