import type { ApiModule } from '../../lib/api-module';
import { postHistoryRoutes } from './post-history.routes';
import { postManageRoutes } from './post-manage.routes';
import { postRoutes } from './post.routes';
import { postJobs } from './post.jobs';

export const postModule: ApiModule = {
  name: 'post',
  routes: [postRoutes, postManageRoutes, postHistoryRoutes],
  jobs: postJobs,
};
