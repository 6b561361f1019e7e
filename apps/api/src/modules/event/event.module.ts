import type { ApiModule } from '../../lib/api-module';
import type { Job } from '../../jobs/runner';
import { eventHistoryRoutes } from './event-history.routes';
import { eventRoutes } from './event.routes';
import { publishDueEvents } from './event-content';

/** Publishes scheduled events when their time comes; idempotent, so several API processes may run it. */
const eventJobs: readonly Job[] = [
  { name: 'events.publish-due', everyMs: 30_000, run: async (app) => void (await publishDueEvents(app.db)) },
];

export const eventModule: ApiModule = {
  name: 'event',
  routes: [eventRoutes, eventHistoryRoutes],
  jobs: eventJobs,
};
