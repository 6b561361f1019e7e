import type { ApiModule } from '../../lib/api-module';
import { courseJobs } from './course.jobs';
import { courseRoutes } from './course.routes';
import { courseStaffRoutes } from './course-staff.routes';

export const courseModule: ApiModule = {
  name: 'course',
  routes: [courseRoutes, courseStaffRoutes],
  jobs: courseJobs,
};
