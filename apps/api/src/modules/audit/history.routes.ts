// The history of a content item (docs/product/content.md#history): every change as the audit log
// recorded it (who, when, which fields, the item as it was after the change) and the revert to an
// earlier version, itself a new audited change. One shape for jobs and events; each module gives the
// item's lookup and its revert.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ZodType } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { auditRepository } from './audit.repository';
import { auditActor } from './audit.service';

const historyEntry = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  changed: z.array(z.string()),
  /** The item as it was after this change. */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export interface HistoryActor {
  organizationId: string;
  actorUserId: string | null;
  ip: string;
}

export interface HistoryOptions<T> {
  /** The audit log's entity name, e.g. 'job'. */
  entity: string;
  /** The staff path of one item, e.g. '/api/v1/jobs/manage'; history and revert hang below ':id'. */
  basePath: string;
  tag: string;
  /** The item's name in messages, e.g. 'Job'. */
  label: string;
  exists: (db: Database, organizationId: string, id: string) => Promise<boolean>;
  /** Applies an earlier snapshot; answers the item as the revert endpoint returns it. */
  revert: (db: Database, actor: HistoryActor, id: string, snapshot: unknown) => Promise<T>;
  answer: ZodType<T>;
}

export function historyRoutes<T>(options: HistoryOptions<T>): FastifyPluginAsyncZod {
  const { entity, basePath, tag, label } = options;
  return async (app) => {
    const manage = { preHandler: app.requirePermission('content.write') };
    const entriesOf = async (organizationId: string, id: string) =>
      (await auditRepository.list(app.db, { organizationId, entity, entityId: id, limit: 200, offset: 0 })).rows;

    app.get(
      `${basePath}/:id/history`,
      {
        ...manage,
        schema: {
          tags: [tag],
          summary: `Who changed the ${entity} when, and what (newest first)`,
          params: z.object({ id: uuidSchema }),
          response: { 200: z.object({ rows: z.array(historyEntry) }) },
        },
      },
      async (request) => {
        const organizationId = await requestOrganizationId(app, request);
        if (!(await options.exists(app.db, organizationId, request.params.id)))
          throw new AppError('NOT_FOUND', `${label} not found`);
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
      `${basePath}/:id/revert`,
      {
        ...manage,
        schema: {
          tags: [tag],
          summary: `Restore the ${entity} as an earlier history entry recorded it (a new, audited change)`,
          params: z.object({ id: uuidSchema }),
          body: z.object({ historyId: uuidSchema }),
          response: { 200: options.answer as ZodType<unknown> },
        },
      },
      async (request, reply) => {
        const organizationId = await requestOrganizationId(app, request);
        const entry = (await entriesOf(organizationId, request.params.id)).find((e) => e.id === request.body.historyId);
        if (!entry) throw new AppError('NOT_FOUND', 'History entry not found');
        // The answer is checked against `options.answer` by the route's response schema.
        const item = await options.revert(
          app.db,
          { organizationId, ...auditActor(request) },
          request.params.id,
          entry.data.snapshot,
        );
        return reply.send(item);
      },
    );
  };
}
