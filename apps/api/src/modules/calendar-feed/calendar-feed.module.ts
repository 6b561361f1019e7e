import type { ApiModule } from '../../lib/api-module';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { calendarOverviewRoutes } from './calendar-overview.routes';

export const calendarFeedModule: ApiModule = {
  name: 'calendar-feed',
  routes: [calendarFeedRoutes, calendarOverviewRoutes],
};
