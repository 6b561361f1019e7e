// Publishes scheduled posts when their time comes. Idempotent (one conditional update), so several
// API processes may run it at once.
import type { Job } from '../../jobs/runner';
import { publishDuePosts } from './post.service';

export const postJobs: readonly Job[] = [
  {
    name: 'posts.publish-due',
    everyMs: 30_000,
    run: async (app) => {
      await publishDuePosts(app.db);
    },
  },
];
