// A job opening's history (docs/product/content.md#jobs): every change as the audit log recorded it
// (who, when, which fields, the version as JSON), and the revert to an earlier version, itself a new
// audited change (`job.reverted`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { managedJobSchema } from '@courtside/core/job-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { auditActor, auditRepository } from '../audit';
import { jobRepository } from './job.repository';
import { revertJob, toManaged } from './job.service';

const historyEntry = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  changed: z.array(z.string()),
  /** The job as it was after this change. */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const jobHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { preHandler: app.requirePermission('content.write') };
  const entriesOf = async (organizationId: string, id: string) =>
    (await auditRepository.list(app.db, { organizationId, entity: 'job', entityId: id, limit: 200, offset: 0 })).rows;

  app.get(
    '/api/v1/jobs/manage/:id/history',
    {
      ...manage,
      schema: {
        tags: ['jobs'],
        summary: 'Who changed the job when, and what (newest first)',
        params: z.object({ id: uuidSchema }),
        response: { 200: z.object({ rows: z.array(historyEntry) }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      if (!(await jobRepository.find(app.db, organizationId, request.params.id)))
        throw new AppError('NOT_FOUND', 'Job not found');
      const entries = await entriesOf(organizationId, request.params.id);
      return {
        rows: entries.map((e) => ({
          id: e.id,
          action: e.action,
          actorUserId: e.actorUserId,
          changed: Array.isArray(e.data.changed) ? (e.data.changed as string[]) : [],
          snapshot: (e.data.snapshot as Record<string, unknown> | undefined) ?? null,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/v1/jobs/manage/:id/revert',
    {
      ...manage,
      schema: {
        tags: ['jobs'],
        summary: 'Restore the job as an earlier history entry recorded it (a new, audited change)',
        params: z.object({ id: uuidSchema }),
        body: z.object({ historyId: uuidSchema }),
        response: { 200: managedJobSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const entry = (await entriesOf(organizationId, request.params.id)).find((e) => e.id === request.body.historyId);
      if (!entry) throw new AppError('NOT_FOUND', 'History entry not found');
      const row = await revertJob(
        app.db,
        { organizationId, ...auditActor(request) },
        request.params.id,
        entry.data.snapshot,
      );
      const applications = await jobRepository.applicationCounts(app.db, organizationId, [row.id]);
      return toManaged(row, applications.get(row.id));
    },
  );
};
