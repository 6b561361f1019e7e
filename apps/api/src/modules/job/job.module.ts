import type { ApiModule } from '../../lib/api-module';
import { jobHistoryRoutes } from './job-history.routes';
import { jobRoutes } from './job.routes';

export const jobModule: ApiModule = { name: 'job', routes: [jobRoutes, jobHistoryRoutes] };
