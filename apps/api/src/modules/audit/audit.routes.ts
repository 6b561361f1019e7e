import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema } from '@courtside/core/auth-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { auditRepository } from './audit.repository';

const auditRowSchema = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/audit',
    {
      preHandler: app.requirePermission('audit.read'),
      schema: {
        tags: ['audit'],
        summary: 'The audit log of the organization, newest first (audit.read)',
        querystring: paginationQuerySchema.extend({
          action: z.string().max(100).optional(),
          entity: z.string().max(100).optional(),
          entityId: z.string().max(100).optional(),
          actorUserId: z.string().uuid().optional(),
        }),
        response: { 200: z.object({ rows: z.array(auditRowSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const organizationId = await requestOrganizationId(app, request);
      const result = await auditRepository.list(app.db, {
        ...filter,
        organizationId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { count: result.count, rows: result.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
