// A job opening's history and revert (docs/product/content.md#jobs), in the shape every content item's
// history has (audit module, history.routes.ts); a revert is audited as `job.reverted`.
import { managedJobSchema } from '@courtside/core/job-schemas';
import { historyRoutes } from '../audit';
import { jobRepository } from './job.repository';
import { revertJob, toManaged } from './job.service';

export const jobHistoryRoutes = historyRoutes({
  entity: 'job',
  basePath: '/api/v1/jobs/manage',
  tag: 'jobs',
  label: 'Job',
  answer: managedJobSchema,
  exists: async (db, organizationId, id) => Boolean(await jobRepository.find(db, organizationId, id)),
  revert: async (db, actor, id, snapshot) => {
    const row = await revertJob(db, actor, id, snapshot);
    const applications = await jobRepository.applicationCounts(db, actor.organizationId, [row.id]);
    return toManaged(row, applications.get(row.id));
  },
});
