// GET /api/v1/history/:entity/:id — the audit trail of one record ("visible in the record's
// history"). Whoever may work with a kind of record may read its history; the full log
// stays with audit.read (GET /api/v1/audit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@courtside/core/permissions';
import { historyEntities, historyEntrySchema } from '@courtside/core/venue-setup-schemas';
import type { HistoryEntity } from '@courtside/core/venue-setup-schemas';
import { forbidden } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { historyRepository } from './history.repository';

const readers: Record<HistoryEntity, Permission[]> = {
  location: ['settings.manage'],
  court: ['settings.manage'],
  season: ['settings.manage'],
  scheduling_rule: ['settings.manage'],
  organization_settings: ['settings.manage'],
  coupon: ['coupon.read'],
  voucher: ['voucher.write'],
  dynamic_slot: ['dynamic_slot.write'],
  user: ['user.manage'],
  permission_matrix: ['permission.manage'],
  order: ['order.read.any'],
  invoice: ['invoice.read.any'],
  refund: ['order.read.any', 'payment.refund'],
};

// The log keeps IPs and login details; the record history shows what was done, by whom, when.
const hiddenKeys = new Set(['ip', 'email', 'password', 'token']);

function visibleData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hiddenKeys.has(key)));
}

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/history/:entity/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['audit'],
        summary: 'Who changed this record, when and how (newest first)',
        security: [{ bearerAuth: [] }],
        params: z.object({ entity: z.enum(historyEntities), id: z.string().min(1).max(100) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ rows: z.array(historyEntrySchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { entity, id } = request.params;
      if (!hasPermission(auth, ...readers[entity]))
        throw forbidden(`You need the permission ${readers[entity].join(' or ')} to see this history`);
      const organizationId = await requestOrganizationId(app, request);
      const rows = await historyRepository.forRecord(app.db, {
        organizationId,
        entity,
        entityId: id,
        limit: request.query.limit,
      });
      return {
        rows: rows.map((r) => ({ ...r, data: visibleData(r.data), createdAt: r.createdAt.toISOString() })),
        count: rows.length,
      };
    },
  );
};
